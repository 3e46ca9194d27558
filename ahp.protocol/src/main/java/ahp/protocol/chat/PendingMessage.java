package ahp.protocol.chat;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A message waiting for its turn: the chat's {@code steeringMessage} (to be injected into the running
 * turn) or one of its {@code queuedMessages} (each starts a turn of its own, in order).
 *
 * @param id the message's id, which a turn started from it names as {@code queuedMessageId}
 * @param message the message
 */
public record PendingMessage(
        @JsonProperty(required = true) String id,
        @JsonProperty(required = true) ChatMessage message) {}
