package ahp.backends.acp.rpc;

/**
 * A JSON-RPC error: what a handler throws to answer a request with an error, and what a request
 * this side sent completes with when the peer answered one.
 */
public final class RpcError extends Exception {

    /** The JSON could not be parsed. */
    public static final int PARSE_ERROR = -32700;
    /** Not a request. */
    public static final int INVALID_REQUEST = -32600;
    /** No such method, or not available here. */
    public static final int METHOD_NOT_FOUND = -32601;
    /** The params are wrong, or name something this side refuses. */
    public static final int INVALID_PARAMS = -32602;
    /** Anything else that went wrong. */
    public static final int INTERNAL_ERROR = -32603;
    /** ACP: a session, file or terminal that is not there. */
    public static final int RESOURCE_NOT_FOUND = -32002;

    /** What the official ACP SDK puts before an agent's words in an internal error's message. */
    private static final String INTERNAL_PREFIX = "Internal error: ";

    private final int code;
    private final String words;

    /** An error with {@code code} and {@code message}, which are also its {@link #words()}. */
    public RpcError(int code, String message) {
        this(code, message, message);
    }

    private RpcError(int code, String message, String words) {
        super(message, null, false, false);
        this.words = words;
        this.code = code;
    }

    /**
     * The error a peer answered, {@code error} being the answer's {@code error} object: its code, and
     * its message followed by its {@code data}'s detail where it has one ({@code data.details}, as
     * Claude's adapter sends "Query closed before response received", {@code data.message}, or
     * {@code data} itself when it is a string), which the message alone often leaves out.
     */
    public static RpcError answered(tools.jackson.databind.JsonNode error) {
        Long code = Nodes.integer(error, "code");
        String text = Nodes.text(error, "message");
        if (text == null) {
            text = error.toString();
        }
        tools.jackson.databind.JsonNode data = error.get("data");
        String detail = null;
        if (data != null && data.isString()) {
            detail = data.stringValue();
        } else if (data != null && data.isObject()) {
            detail = Nodes.text(data, "details");
            if (detail == null) {
                detail = Nodes.text(data, "message");
            }
        }
        String words = detail != null && !detail.isBlank() ? Nodes.cut(detail.strip(), 2_000)
                : Long.valueOf(INTERNAL_ERROR).equals(code) && text.startsWith(INTERNAL_PREFIX)
                ? text.substring(INTERNAL_PREFIX.length()) : text;
        if (detail != null && !detail.isBlank() && !text.contains(detail)) {
            text = text + ": " + Nodes.cut(detail.strip(), 2_000);
        }
        return new RpcError(code == null ? INTERNAL_ERROR : code.intValue(), text, words);
    }

    /**
     * What the peer itself said went wrong: the detail of its {@code data} where it gave one (the
     * official ACP SDK answers an agent's thrown {@code Error} as "Internal error" with the error's
     * message in {@code data.details}), else its message, less the "Internal error: " the SDK's
     * {@code RequestError.internalError} puts before an agent's own text.
     */
    public String words() {
        return words;
    }

    /** Its code. */
    public int code() {
        return code;
    }
}
