package ahp.server.transport;

import ahp.server.auth.User;

/**
 * One signed-in connection as the host core sees it: whole JSON-RPC messages out, a close. The host
 * core is driven through this and {@link MessageHandler} alone, so it runs without a WebSocket
 * server in tests.
 */
public interface Connection {

    /** Normal close (RFC 6455). */
    int NORMAL_CLOSURE = 1000;
    /** The server is going away (RFC 6455). */
    int GOING_AWAY = 1001;
    /** A message or frame too big to take (RFC 6455). */
    int MESSAGE_TOO_BIG = 1009;

    /** A short id for logs, unique in this daemon. */
    String id();

    /** Who signed in on the upgrade. */
    User user();

    /**
     * Sends one whole message: queued, and written as far as the socket takes it now. Never blocks:
     * a connection whose queue is full is cut off instead (it may reconnect), and this and every
     * later call return false.
     *
     * @return whether the message was queued
     */
    boolean send(TextFrame message);

    /**
     * Sends one whole message that the calling thread also sends to other connections, after one of
     * them: as {@link #send(TextFrame)}, except that a large message may be written by another
     * thread, so the caller's other work does not wait for this socket's write. The order of what
     * this connection is sent stays the order of the calls.
     */
    default boolean sendAmongMany(TextFrame message) {
        return send(message);
    }

    /** Sends one whole message, as {@link #send(TextFrame)}. */
    default boolean send(String message) {
        return send(TextFrame.of(message));
    }

    /** Closes the connection after what is already queued has been written. Idempotent. */
    void close(int code, String reason);

    /** Whether the connection is still open for sending. */
    boolean isOpen();
}
