package ahp.terminals.api.spi;

/**
 * How a process ended, from its real wait status.
 *
 * @param exitCode the code it exited with; 128 when a signal ended it
 * @param signal the signal's name ({@code "SIGKILL"}) when a signal ended it, else null
 */
public record ExitStatus(int exitCode, String signal) {

    /** A normal exit with {@code code}. */
    public static ExitStatus exited(int code) {
        return new ExitStatus(code, null);
    }

    /** An end by the signal named {@code signalName}: code 128 with the name beside it. */
    public static ExitStatus signaled(String signalName) {
        return new ExitStatus(128, signalName);
    }

    /** Whether a signal ended the process. */
    public boolean bySignal() {
        return signal != null;
    }
}
