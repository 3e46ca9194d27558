package ahp.server.transport;

/**
 * The one thing a transport must do for {@link QueuedConnection}: write a whole text message, close
 * politely, and cut the connection when politeness cannot work. Only the connection's writer thread
 * calls {@link #sendText} and {@link #close}.
 */
public interface FrameSink {

    /** Writes one whole text message; blocks while the peer is not reading. */
    void sendText(String message) throws Exception;

    /** Sends a close frame; the peer's answer ends the connection. */
    void close(int code, String reason) throws Exception;

    /** Cuts the connection now, without a close handshake. Any thread; never blocks. */
    void abort();
}
