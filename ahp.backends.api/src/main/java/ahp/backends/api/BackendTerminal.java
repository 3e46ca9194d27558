package ahp.backends.api;

import java.util.concurrent.CompletionStage;

/** A terminal the host opened for a backend: the handle {@code terminals.open} returns. */
public interface BackendTerminal {

    /** Its channel URI, which a tool call's content names. */
    String uri();

    /** Whether a pseudoterminal runs it (for a call that names it). */
    boolean isPty();

    /**
     * What it printed so far, as a client reads it (the scrollback: VT sequences under a
     * pseudoterminal), and whether the front was cut off.
     */
    Output output();

    /** Completes with its exit once every byte it wrote was read. */
    CompletionStage<Exit> exited();

    /** Writes to its input. */
    void write(String data);

    /** Resizes it. */
    void resize(int cols, int rows);

    /** Ends its process group; the row stays listed, since a transcript may still point at it. */
    void kill();

    /**
     * Ends a process that has not already gone and takes the row off the list. What it printed is
     * kept, so a tool call naming it still opens it, rebuilt.
     */
    void release();

    /**
     * What a terminal printed.
     *
     * @param text the output
     * @param truncated whether older output was dropped (the scrollback is capped)
     */
    record Output(String text, boolean truncated) {}

    /**
     * How a terminal ended.
     *
     * @param exitCode its exit code, or null where none is known
     * @param signal the signal that ended it (such as {@code SIGKILL}), or null
     */
    record Exit(Integer exitCode, String signal) {}
}
