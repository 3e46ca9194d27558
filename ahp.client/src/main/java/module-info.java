/**
 * The client library of an AHP daemon: connect over {@code ws://} or {@code wss://}, sign in with a
 * token, negotiate a protocol version, send typed requests, follow subscriptions, and resume a
 * dropped connection with {@code reconnect} as VS Code does (falling back to {@code initialize} when
 * the daemon answers {@code -32008}). It depends on the protocol ({@code ahp.protocol}) and the
 * WebSocket code ({@code ahp.websocket}) only, never on the daemon, so a custom client, a test or an
 * editor plugin puts three small modules and Jackson on its module path.
 */
module ahp.client {
    requires transitive ahp.protocol;
    requires ahp.websocket;

    exports ahp.client;
}
