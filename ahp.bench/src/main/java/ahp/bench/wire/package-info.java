/**
 * AHP on the wire, as a client speaks it: JSON-RPC 2.0 over a lean WebSocket client of its own
 * ({@link ahp.bench.wire.WebSocketClient}), one message per text frame, as plain JSON trees so the
 * driver measures any daemon that speaks the protocol (a terminal's output and exit frames are read
 * from their bytes instead, {@code TerminalFrames}, so four clients in one driver
 * cost it little); what one client sees of one terminal channel;
 * and a bare echo server that shows what the client and loopback cost by themselves.
 */
package ahp.bench.wire;
