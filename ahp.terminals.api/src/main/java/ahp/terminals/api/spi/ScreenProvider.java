package ahp.terminals.api.spi;

import java.util.function.Consumer;

/** Makes headless screens, one for each terminal a pseudoterminal runs. */
public interface ScreenProvider extends NamedProvider {

    /**
     * Opens a screen of the given size.
     *
     * @param replies where the screen writes answers to the program's queries (the cursor position
     *     for {@code ESC[6n}); the store writes them to the process's input
     */
    Screen open(int cols, int rows, Consumer<String> replies);
}
