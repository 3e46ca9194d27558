package ahp.protocol.jsonrpc;

/**
 * A JSON-RPC 2.0 message: a {@link Request}, a {@link Notification}, or a response ({@link Result},
 * {@link ErrorResponse}). One message travels per WebSocket text frame; batches are not used.
 */
public sealed interface JsonRpcMessage extends Decoded permits Request, Notification, Result, ErrorResponse {

    /** The protocol marker every message carries. */
    String VERSION = "2.0";
}
