package ahp.terminals.api.spi;

/**
 * Where a binding delivers what its process wrote and how it ended. Calls never overlap, come in
 * order, and {@link #onExit} comes once, last.
 */
public interface ProcessOutput {

    /** Decoded text, in order; a character whose bytes arrived in two reads arrives whole. */
    void onData(String chunk);

    /** The process is gone and every byte it wrote was passed to {@link #onData}. */
    void onExit(ExitStatus status);
}
