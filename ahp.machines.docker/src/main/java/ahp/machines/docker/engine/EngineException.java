package ahp.machines.docker.engine;

import java.time.Duration;

/**
 * The engine could not be reached, or refused what was asked. The message is the whole reason in a
 * person's words, naming the engine's address ({@code the Docker engine at unix:///x.sock did not
 * answer: there is no socket /x.sock}); it is what a terminal prints after {@code ahp: }.
 */
public final class EngineException extends Exception {

    private static final long serialVersionUID = 1L;

    /** The status the engine answered with, or 0 when it did not answer. */
    private final int status;

    /** With the whole reason in words and the engine's status (0: no answer). */
    public EngineException(String words, int status) {
        super(words);
        this.status = status;
    }

    /** No answer from the engine at {@code address}, for the reason {@code why}. */
    static EngineException unreachable(EngineAddress address, String why) {
        return new EngineException("the Docker engine at " + address + " did not answer: " + why, 0);
    }

    /** No answer within {@code limit}. */
    static EngineException noAnswer(EngineAddress address, Duration limit) {
        return unreachable(address, "no answer within " + limit.toSeconds() + " s");
    }

    /** The engine at {@code address} refused {@code what} with {@code status} and its own {@code message}. */
    static EngineException refused(EngineAddress address, String what, int status, String message) {
        return new EngineException("the Docker engine at " + address + " refused to " + what + ": " + message, status);
    }

    /** The status the engine answered with, or 0 when it did not answer. */
    public int status() {
        return status;
    }

}
