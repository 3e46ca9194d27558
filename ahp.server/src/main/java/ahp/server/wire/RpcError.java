package ahp.server.wire;

/**
 * A request refused with a JSON-RPC error: its code, a message a person can act on, and data
 * where the protocol defines some.
 */
public final class RpcError extends RuntimeException {

    private final int code;
    private final transient Object data;

    /** An error with no data. */
    public RpcError(int code, String message) {
        this(code, message, null);
    }

    /** An error with {@code data}. */
    public RpcError(int code, String message, Object data) {
        super(message, null, false, false);
        this.code = code;
        this.data = data;
    }

    /** The error code. */
    public int code() {
        return code;
    }

    /** The error's data, or null. */
    public Object data() {
        return data;
    }

    /** {@code -32602}, saying which field is wrong and how. */
    public static RpcError invalidParams(String field, String problem) {
        return new RpcError(ErrorCodes.INVALID_PARAMS, "Invalid params: " + field + ": " + problem);
    }

    /** {@code -32601} for {@code method}. */
    public static RpcError methodNotFound(String method) {
        return new RpcError(ErrorCodes.METHOD_NOT_FOUND, "Method not found: " + method);
    }
}
