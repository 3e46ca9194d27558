package ahp.machines.api;

/** A machine's settings are wrong, or the machine cannot be reached; the message says why in words. */
public class MachineException extends Exception {

    private static final long serialVersionUID = 1L;

    /** With the reason in words. */
    public MachineException(String message) {
        super(message);
    }

    /** With the reason in words and what caused it. */
    public MachineException(String message, Throwable cause) {
        super(message, cause);
    }
}
