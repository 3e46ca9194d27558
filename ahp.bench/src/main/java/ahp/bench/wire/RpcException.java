package ahp.bench.wire;

/** A JSON-RPC error the host answered a request with. */
public final class RpcException extends Exception {

    private static final long serialVersionUID = 1L;

    /** The error's code. */
    private final long code;

    /**
     * An error answered to {@code method}.
     *
     * @param method the request's method
     * @param code the error's code
     * @param message the error's message
     */
    public RpcException(String method, long code, String message) {
        super(method + " failed: " + code + " " + message);
        this.code = code;
    }

    /** The error's code. */
    public long code() {
        return code;
    }
}
