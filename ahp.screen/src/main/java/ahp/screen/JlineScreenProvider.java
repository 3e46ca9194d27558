package ahp.screen;

import ahp.terminals.api.spi.Screen;
import ahp.terminals.api.spi.ScreenProvider;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Provides screens named {@code "jline"}: jline's headless {@code ScreenTerminal}, fed lazily
 * behind a streaming scanner that answers the modes and the cursor query at once. See
 * {@link JlineScreen}.
 */
public final class JlineScreenProvider implements ScreenProvider {

    /** A provider; it makes nothing until {@link #open}. */
    public JlineScreenProvider() {}

    @Override
    public String name() {
        return "jline";
    }

    /**
     * {@inheritDoc}
     *
     * <p>Replies are delivered on the thread that wrote the query.
     *
     * @throws IllegalArgumentException for a size under 1x1
     */
    @Override
    public Screen open(int cols, int rows, Consumer<String> replies) {
        return new JlineScreen(cols, rows, Objects.requireNonNull(replies, "replies"), ScreenTuning.DEFAULT);
    }
}
