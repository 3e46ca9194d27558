package ahp.terminals.api.spi;

import java.io.IOException;

/** Starts processes for terminals: on pipes, or under a pseudoterminal. */
public interface ProcessBinding {

    /** Whether processes run under a pseudoterminal (and so may print VT sequences and marks). */
    boolean isPty();

    /**
     * Starts a process and begins reading it. Output is delivered to {@code output} in order, from
     * one thread at a time, starting no earlier than this call; then {@link ProcessOutput#onExit} is
     * called exactly once, after the last byte has been read.
     *
     * <p>A start that fails in a way the process itself would report (a directory that is not
     * there) is not thrown: it is delivered as output and an exit, as a shell failing to start would
     * be.
     *
     * @throws IOException only when nothing could be started and nothing can be said through
     *     {@code output}
     */
    TerminalProcess start(ProcessLaunch launch, ProcessOutput output) throws IOException;
}
