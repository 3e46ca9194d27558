package ahp.terminals.api.spi;

/** One started process, as its binding drives it. Every method is safe to call after it exited. */
public interface TerminalProcess {

    /** The process id, or -1 when no process was started. */
    long pid();

    /** Writes {@code data} to the process's input as it is (UTF-8). Dropped once it has exited. */
    void write(String data);

    /** Tells the process its new size; on pipes nothing is signalled. */
    void resize(int cols, int rows);

    /**
     * Interrupts what runs: SIGINT to the child's own process group, named by its pid, and only
     * when there is one. Under a pseudoterminal the store writes the ^C byte instead.
     */
    void interrupt();

    /** Ends the process and its whole process group; idempotent. */
    void kill();
}
