package ahp.bench.wire;

import java.util.Map;
import java.util.Optional;

/**
 * What one client saw of one chat turn: when each of its action types first arrived
 * ({@link System#nanoTime()}, stamped on the connection's reading thread once the frame was parsed),
 * the terminal its tool call named, how the call ended and what ended the turn.
 *
 * @param turnId the turn
 * @param arrivals the first arrival of each action type of the turn, by type
 * @param terminal the {@code resource} of the first terminal block a {@code chat/toolCallContentChanged}
 *     carried, or null when none did
 * @param callSucceeded the {@code success} of {@code chat/toolCallComplete}'s result, or null when none came
 * @param callSummary the call's {@code pastTenseMessage} and error message, or empty
 * @param ending what ended the turn: {@value #TURN_COMPLETE}, {@code chat/error} (with its message),
 *     {@code chat/turnCancelled}, or {@code refused: <reason>} when the host refused the turn's start
 * @param text what the turn said: the content of each markdown {@code chat/responsePart} and every
 *     {@code chat/delta}, in the order they arrived; empty when it said nothing
 */
public record TurnEvents(String turnId, Map<String, Long> arrivals, String terminal, Boolean callSucceeded,
        String callSummary, String ending, String text) {

    /** The echo of the client's own {@code chat/turnStarted}. */
    public static final String TURN_STARTED = "chat/turnStarted";

    /** The host announces the command's tool call. */
    public static final String TOOL_CALL_START = "chat/toolCallStart";

    /** The call is ready to run (a {@code !} command needs no confirmation). */
    public static final String TOOL_CALL_READY = "chat/toolCallReady";

    /** The call names its terminal: the shell has been spawned, has printed and is listed. */
    public static final String TOOL_CALL_CONTENT_CHANGED = "chat/toolCallContentChanged";

    /** The command ended, and what its terminal printed was kept. */
    public static final String TOOL_CALL_COMPLETE = "chat/toolCallComplete";

    /** The turn ended normally. */
    public static final String TURN_COMPLETE = "chat/turnComplete";

    /** A part of the response: a markdown one is text the turn says. */
    public static final String RESPONSE_PART = "chat/responsePart";

    /** More text of a markdown part. */
    public static final String DELTA = "chat/delta";

    /** Copies the arrivals. */
    public TurnEvents {
        arrivals = Map.copyOf(arrivals);
    }

    /**
     * Nanoseconds from {@code startNanos} to the first arrival of {@code type}.
     *
     * @throws IllegalStateException when no action of that type arrived
     */
    public long nanosUntil(String type, long startNanos) {
        Long at = arrivals.get(type);
        if (at == null) {
            throw new IllegalStateException("turn " + turnId + " had no " + type + " (" + describe() + ")");
        }
        return at - startNanos;
    }

    /**
     * What went wrong, if anything: a turn that ended otherwise than {@value #TURN_COMPLETE}, a call
     * that did not succeed, or no terminal named.
     */
    public Optional<String> problem() {
        if (!TURN_COMPLETE.equals(ending) || !Boolean.TRUE.equals(callSucceeded) || terminal == null) {
            return Optional.of("turn " + turnId + ": " + describe());
        }
        return Optional.empty();
    }

    private String describe() {
        return "ended by " + ending + ", call " + (callSucceeded == null ? "never completed"
                : callSucceeded ? "succeeded" : "failed") + (callSummary.isEmpty() ? "" : " (" + callSummary + ")")
                + (terminal == null ? ", no terminal named" : "");
    }
}
