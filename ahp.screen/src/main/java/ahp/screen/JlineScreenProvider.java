package ahp.screen;

import ahp.terminals.api.spi.Screen;
import ahp.terminals.api.spi.ScreenProvider;
import java.util.function.Consumer;

/** Provides screens named {@code "jline"}. */
public final class JlineScreenProvider implements ScreenProvider {

    @Override
    public String name() {
        return "jline";
    }

    @Override
    public Screen open(int cols, int rows, Consumer<String> replies) {
        throw new UnsupportedOperationException("the screen is built in issue 3");
    }
}
