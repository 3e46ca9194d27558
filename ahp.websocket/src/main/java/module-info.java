/**
 * WebSocket (RFC 6455) for every end of this project: the frame code the daemon's transport and every
 * client share ({@code ahp.websocket}), and a client on a blocking socket, with {@code wss://} trust
 * read from PEM files ({@code ahp.websocket.client}). It needs nothing but the JDK.
 */
module ahp.websocket {
    exports ahp.websocket;
    exports ahp.websocket.client;
}
