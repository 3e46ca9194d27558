/**
 * The transport seam: the host core sees a {@link ahp.server.transport.Connection} and hands back a
 * {@link ahp.server.transport.MessageHandler}; {@link ahp.server.transport.WebSocketServer} is the
 * one transport, on Helidon SE, and nothing outside this package knows it. Outbound messages wait
 * in a bounded per-connection queue so a slow peer never slows anybody else.
 */
package ahp.server.transport;
