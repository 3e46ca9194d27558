package ahp.protocol.jsonrpc;

/**
 * A frame that is not a usable message.
 *
 * @param id the request's id where it could be read, else null (the response then carries
 *     {@code "id": null}, as JSON-RPC requires)
 * @param method the method where it could be read, else null
 * @param notification whether the frame was a well-formed notification with bad params, which
 *     JSON-RPC never answers
 * @param error the error: {@code -32700} (not JSON), {@code -32600} (not a JSON-RPC message) or
 *     {@code -32602} (bad params; the message names the field)
 */
public record Malformed(RequestId id, String method, boolean notification, RpcError error) implements Decoded {

    /** Whether the host answers it: everything but a notification. */
    public boolean answered() {
        return !notification;
    }

    /** The error response to send, for frames that are {@link #answered()}. */
    public ErrorResponse response() {
        return new ErrorResponse(id, error);
    }
}
