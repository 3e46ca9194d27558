/**
 * The WebSocket protocol (RFC 6455) as both ends of this project speak it: the framing
 * ({@link ahp.websocket.Frames}, {@link ahp.websocket.FrameReader}), close codes, and the opening
 * handshake's keys and heads. The daemon's server ({@code ahp.server.transport}) and the client end
 * ({@link ahp.websocket.client.WebSocketClient}) both frame with these, so the framing is written once.
 */
package ahp.websocket;
