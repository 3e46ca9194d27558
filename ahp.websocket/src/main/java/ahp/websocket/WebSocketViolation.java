package ahp.websocket;

/**
 * The peer broke the WebSocket protocol, or sent more than this end takes: the connection is
 * closed with {@link #code()} (RFC 6455 §7.4.1) and {@link #getMessage()} as the reason.
 */
public final class WebSocketViolation extends Exception {

    /** The peer sent something the protocol forbids. */
    public static final int PROTOCOL_ERROR = 1002;
    /** A text message that is not UTF-8, or a close reason that is not. */
    public static final int INVALID_PAYLOAD = 1007;
    /** A message or frame too big to take. */
    public static final int MESSAGE_TOO_BIG = 1009;

    private final int code;

    /** A violation to close the connection with {@code code}, saying {@code reason}. */
    public WebSocketViolation(int code, String reason) {
        super(reason, null, false, false);
        this.code = code;
    }

    /** The close code to answer with. */
    public int code() {
        return code;
    }
}
