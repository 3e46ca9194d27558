package ahp.protocol.command;

/**
 * The result of {@code subscribe}.
 *
 * @param snapshot the channel's snapshot; null for stateless channels (the result is then {@code {}})
 */
public record SubscribeResult(Snapshot snapshot) {}
