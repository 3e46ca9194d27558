/**
 * JSON-RPC 2.0 as AHP uses it: one message per WebSocket text frame
 * ({@link ahp.protocol.jsonrpc.Request}, {@link ahp.protocol.jsonrpc.Notification},
 * {@link ahp.protocol.jsonrpc.Result}, {@link ahp.protocol.jsonrpc.ErrorResponse}), the error codes
 * ({@link ahp.protocol.jsonrpc.ErrorCode}), and the {@link ahp.protocol.jsonrpc.JsonRpcCodec} that
 * turns a frame into a typed message or into the {@link ahp.protocol.jsonrpc.Malformed} error the host
 * answers with.
 */
package ahp.protocol.jsonrpc;
