package ahp.server.wire;

import ahp.protocol.terminal.TerminalAction;

/**
 * One action as the host sent it: its channel, the action ({@link TerminalAction} or
 * {@link RootAction}), its place in the host's one global sequence, who dispatched it, and why it was
 * refused when it was.
 *
 * @param channel the channel the action belongs to
 * @param action the action
 * @param serverSeq its number in the host's sequence
 * @param origin the dispatching client, or null for the host's own
 * @param rejectionReason why a client's action was refused, or null when it was applied
 */
public record Envelope(String channel, Object action, long serverSeq, Origin origin, String rejectionReason) {

    /** Checks the action is one this host knows how to write. */
    public Envelope {
        if (!(action instanceof TerminalAction) && !(action instanceof RootAction)
                && !(action instanceof tools.jackson.databind.JsonNode)) {
            throw new IllegalArgumentException("not an action: " + action);
        }
    }

    /** Whether a client's action was refused. */
    public boolean rejected() {
        return rejectionReason != null;
    }
}
