package ahp.terminals.api.spi;

import java.util.concurrent.CompletionStage;

/**
 * A headless screen fed everything a pseudoterminal's program prints, so that full-screen programs
 * and bracketed paste are facts rather than guesses from the output.
 */
public interface Screen extends AutoCloseable {

    /** Feeds one chunk of output, before any mark is read from it. */
    void write(String chunk);

    /** Resizes the screen. */
    void resize(int cols, int rows);

    /** Whether the program is on the alternate screen. */
    boolean isInAltBuffer();

    /** Whether the program asked for bracketed paste. */
    boolean isBracketedPasteMode();

    /** Completes when the program enters the alternate screen (at once if it is there). */
    CompletionStage<Void> whenAltBuffer();

    /** The visible screen as text, one line per row, trailing blanks removed. */
    String render();

    /** Releases the screen; later writes are ignored. */
    @Override
    void close();
}
