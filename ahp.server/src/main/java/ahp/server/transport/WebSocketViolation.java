package ahp.server.transport;

/**
 * The peer broke the WebSocket protocol, or sent more than the server takes: the connection is
 * closed with {@link #code()} (RFC 6455 §7.4.1) and {@link #getMessage()} as the reason.
 */
final class WebSocketViolation extends Exception {

    /** The peer sent something the protocol forbids. */
    static final int PROTOCOL_ERROR = 1002;
    /** A text message that is not UTF-8, or a close reason that is not. */
    static final int INVALID_PAYLOAD = 1007;

    private final int code;

    WebSocketViolation(int code, String reason) {
        super(reason, null, false, false);
        this.code = code;
    }

    /** The close code to answer with. */
    int code() {
        return code;
    }
}
