package ahp.protocol.command;

import ahp.protocol.Action;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code dispatchAction} (a notification): a client's action. The host answers with the echoed
 * envelope, applied or carrying a {@code rejectionReason}.
 *
 * @param channel the channel the action is for
 * @param clientSeq the client's own sequence number for it
 * @param action the action; an unknown type arrives as {@link ahp.protocol.UnknownAction}
 */
public record DispatchActionParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty(required = true) long clientSeq,
        @JsonProperty(required = true) Action action) implements Params {}
