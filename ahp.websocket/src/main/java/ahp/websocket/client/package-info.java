/**
 * The client end of a WebSocket on a blocking socket ({@link ahp.websocket.client.WebSocketClient}):
 * the opening handshake, masked frames out, whole text messages in on one reading thread, and the
 * trust a {@code wss://} connection checks a daemon's certificate against
 * ({@link ahp.websocket.client.TrustedCertificates}).
 */
package ahp.websocket.client;
