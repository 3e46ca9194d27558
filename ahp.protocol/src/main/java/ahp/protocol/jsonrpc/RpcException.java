package ahp.protocol.jsonrpc;

import java.io.Serial;

/** A failure the host answers with a JSON-RPC error; thrown by handlers, turned into a response at the edge. */
public final class RpcException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    private final transient RpcError error;

    /** A failure answered with {@code error}. */
    public RpcException(RpcError error) {
        super(error.code() + " " + error.message());
        this.error = error;
    }

    /** A failure answered with {@code code} and {@code message}. */
    public RpcException(ErrorCode code, String message) {
        this(code.error(message));
    }

    /** The error to answer with. */
    public RpcError error() {
        return error;
    }
}
