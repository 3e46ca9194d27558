/** Test helpers: waiting with deadlines, a WebSocket client, a running daemon. */
package ahp.server.testing;
