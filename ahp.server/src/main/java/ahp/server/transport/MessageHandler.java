package ahp.server.transport;

/**
 * What the host core does with one connection's inbound side. Calls come from one thread at a time,
 * in the order the peer sent them.
 */
public interface MessageHandler {

    /** One whole text message. */
    void onMessage(String message);

    /** A message longer than the limit arrived; it was dropped unread. */
    void onTooLarge(long length, long limit);

    /** A binary message arrived; AHP uses text frames only, so it was dropped unread. */
    void onBinary(long length);

    /** The connection is gone, either way; nothing more is delivered. */
    void onClosed();
}
