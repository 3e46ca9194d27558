/**
 * The WebSocket protocol (RFC 6455) as both ends of this project speak it: the framing
 * ({@link ahp.server.websocket.Frames}, {@link ahp.server.websocket.FrameReader}), close codes and the
 * opening handshake's keys and heads, shared by the daemon's server ({@code ahp.server.transport}) and
 * {@link ahp.server.websocket.WebSocketClient}, the client end on a blocking socket that {@code ahp}
 * and {@code ahpd mcp} reach the daemon with.
 */
package ahp.server.websocket;
