/**
 * The transport seam: the host core sees a {@link ahp.server.transport.Connection} and hands back a
 * {@link ahp.server.transport.MessageHandler}; {@link ahp.server.transport.WebSocketServer} is the
 * one transport, RFC 6455 on the JDK's non-blocking sockets, and nothing outside this package knows
 * it. Each connection's thread reads it and runs its handler; messages are written by the thread
 * that sends them as far as the socket takes them, and the rest waits in a bounded per-connection
 * queue, so a slow peer never slows anybody else. A plain HTTP request on the same port (one that asks
 * for no WebSocket) is handed to a {@link ahp.server.transport.Pages}, the one hook the web client
 * needs.
 */
package ahp.server.transport;
