package ahp.bench.wire;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import tools.jackson.databind.JsonNode;

/**
 * What one client sees of one chat channel: for each turn it was told to expect, when each of the
 * turn's actions arrived and what it said, until the turn ends ({@link TurnEvents}). Actions of turns nobody expects
 * (another client's) are not kept.
 *
 * <p>Written by the connection's reading thread, read and awaited by the scenario's.
 */
public final class ChatWatch {

    private final String channel;
    private final Map<String, Recording> expected = new HashMap<>();
    private String lost;

    /** Watches {@code channel}. */
    ChatWatch(String channel) {
        this.channel = channel;
    }

    /** The chat's URI. */
    public String channel() {
        return channel;
    }

    /** From now on, records the actions of turn {@code turnId}: call it before the turn is dispatched. */
    public synchronized void expect(String turnId) {
        expected.put(turnId, new Recording(turnId));
    }

    synchronized void accept(Envelope envelope) {
        Recording turn = expected.get(envelope.action().path("turnId").asString(""));
        if (turn != null) {
            turn.arrived(envelope, System.nanoTime());
            notifyAll();
        }
    }

    synchronized void lost(String why) {
        lost = why;
        notifyAll();
    }

    /**
     * Waits until turn {@code turnId} ends (its {@code chat/turnComplete}, a {@code chat/error}, a
     * {@code chat/turnCancelled}, or the refusal of its start), then forgets it.
     *
     * @throws TimeoutException when it does not end in time or the connection is lost
     */
    public synchronized TurnEvents awaitEnd(String turnId, Duration timeout) throws TimeoutException {
        Recording turn = expected.get(turnId);
        if (turn == null) {
            throw new IllegalStateException("turn " + turnId + " was not expected on " + channel);
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        while (turn.ending == null) {
            if (lost != null) {
                throw new TimeoutException("connection lost while turn " + turnId + " ran on " + channel + ": " + lost);
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new TimeoutException("turn " + turnId + " did not end on " + channel + " within "
                        + timeout.toSeconds() + " s (it had " + turn.arrivals.keySet() + ")");
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new TimeoutException("interrupted while turn " + turnId + " ran");
            }
        }
        expected.remove(turnId);
        return turn.events();
    }

    /** One expected turn's actions as they arrive. */
    private static final class Recording {
        private final String turnId;
        private final Map<String, Long> arrivals = new HashMap<>();
        private String terminal;
        private Boolean callSucceeded;
        private String callSummary = "";
        private String ending;
        private final StringBuilder text = new StringBuilder();

        Recording(String turnId) {
            this.turnId = turnId;
        }

        void arrived(Envelope envelope, long now) {
            arrivals.putIfAbsent(envelope.type(), now);
            JsonNode action = envelope.action();
            if (envelope.rejectionReason() != null) {
                ending = ending != null ? ending : "refused: " + envelope.type() + ": " + envelope.rejectionReason();
                return;
            }
            switch (envelope.type()) {
                case TurnEvents.TOOL_CALL_CONTENT_CHANGED -> {
                    for (JsonNode block : action.path("content")) {
                        if (terminal == null && "terminal".equals(block.path("type").asString(""))
                                && block.path("resource").isString()) {
                            terminal = block.path("resource").asString();
                        }
                    }
                }
                case TurnEvents.TOOL_CALL_COMPLETE -> {
                    JsonNode result = action.path("result");
                    callSucceeded = result.path("success").asBoolean(false);
                    callSummary = result.path("pastTenseMessage").asString("")
                            + (result.has("error") ? ": " + result.path("error").path("message").asString("") : "");
                }
                case TurnEvents.RESPONSE_PART -> {
                    JsonNode part = action.path("part");
                    if ("markdown".equals(part.path("kind").asString(""))) {
                        text.append(part.path("content").asString(""));
                    }
                }
                case TurnEvents.DELTA -> text.append(action.path("content").asString(""));
                case TurnEvents.TURN_COMPLETE, "chat/turnCancelled" -> ending = envelope.type();
                case "chat/error" -> ending = "chat/error: " + action.path("error").path("message").asString("");
                default -> { }
            }
        }

        TurnEvents events() {
            return new TurnEvents(turnId, arrivals, terminal, callSucceeded, callSummary, ending, text.toString());
        }
    }
}
