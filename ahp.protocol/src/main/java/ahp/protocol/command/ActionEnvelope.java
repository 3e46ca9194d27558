package ahp.protocol.command;

import ahp.protocol.Action;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One action as every subscriber of its channel receives it: the params of the {@code action}
 * notification, and the entries of a reconnect replay.
 *
 * @param channel the channel the action belongs to
 * @param action the action
 * @param serverSeq the host's global sequence number for it
 * @param origin who dispatched it; null for the host's own actions
 * @param rejectionReason why the host refused a client's action; null when applied
 */
public record ActionEnvelope(
        @JsonProperty(required = true) String channel,
        @JsonProperty(required = true) Action action,
        @JsonProperty(required = true) long serverSeq,
        ActionOrigin origin,
        String rejectionReason) implements Params {

    /** A host action, applied. */
    public static ActionEnvelope of(String channel, Action action, long serverSeq) {
        return new ActionEnvelope(channel, action, serverSeq, null, null);
    }

    /** This envelope with its action replaced (the version views use it). */
    public ActionEnvelope withAction(Action newAction) {
        return new ActionEnvelope(channel, newAction, serverSeq, origin, rejectionReason);
    }
}
