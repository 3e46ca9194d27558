package ahp.protocol.command;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code unsubscribe} (a notification): stop receiving a channel's actions.
 *
 * @param channel the channel to stop receiving
 */
public record UnsubscribeParams(@JsonProperty(required = true) String channel) implements Params {}
