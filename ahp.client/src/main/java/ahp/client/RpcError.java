package ahp.client;

import java.io.IOException;

/**
 * An error the daemon answered a request with: its JSON-RPC code (such as {@code -32008}, nothing
 * there, or {@code -32601}, no such method) and its message, with the code after it.
 */
public final class RpcError extends IOException {

    private static final long serialVersionUID = 1L;

    /** {@code -32008}: what the request names is not there (a client {@code reconnect} does not know). */
    public static final int NOT_FOUND = -32008;

    private final int code;

    /** An error with {@code code}, saying {@code message}, caused by {@code cause} (or null). */
    public RpcError(int code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    /** The JSON-RPC error code. */
    public int code() {
        return code;
    }
}
