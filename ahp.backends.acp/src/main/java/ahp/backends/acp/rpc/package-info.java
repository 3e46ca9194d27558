/**
 * JSON-RPC 2.0 over a pair of byte streams, one JSON object a line, as ACP's stdio transport frames
 * it: {@link ahp.backends.acp.rpc.JsonRpcConnection} (requests both ways, notifications, responses),
 * the bounded {@link ahp.backends.acp.rpc.LineReader} under it, {@link ahp.backends.acp.rpc.RpcError}
 * (an error answer, either side's) and {@link ahp.backends.acp.rpc.Nodes} (small tree helpers).
 */
package ahp.backends.acp.rpc;
