package ahp.server.wire;

/**
 * Who dispatched an action: the client's id and its own sequence number for it.
 *
 * @param clientId the id the client initialized with
 * @param clientSeq the client's number for the action
 */
public record Origin(String clientId, long clientSeq) {}
