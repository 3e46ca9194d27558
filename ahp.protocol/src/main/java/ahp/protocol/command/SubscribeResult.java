package ahp.protocol.command;

/** @param snapshot the channel's snapshot; null for stateless channels (the result is then {@code {}}) */
public record SubscribeResult(Snapshot snapshot) {}
