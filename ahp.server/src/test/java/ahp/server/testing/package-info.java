/**
 * Test helpers: waiting with deadlines, a running daemon, the launchers as processes, and two
 * WebSocket clients that deliberately are not the project's own ({@code ahp.websocket},
 * {@code ahp.client}): {@link ahp.server.testing.WsClient} (under {@link ahp.server.testing.AhpTestClient})
 * is the JDK's {@code java.net.http} client, an implementation written by others, so a framing or
 * handshake mistake the daemon shared with the project's client could not pass unseen; and
 * {@link ahp.server.testing.RawWebSocket} writes bytes by hand, for the frames no correct client sends.
 * The client library itself is tested against the daemon in {@code ahp.server.client} and
 * {@code ahp.server.mcp}. Packed as ahp.server's test-jar for the launchers' tests ({@code ahp.launcher}).
 */
package ahp.server.testing;
