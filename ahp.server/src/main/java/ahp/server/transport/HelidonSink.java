package ahp.server.transport;

import io.helidon.webserver.spi.ServerConnection;
import io.helidon.websocket.WsSession;

/** Writes to one Helidon WebSocket session. */
final class HelidonSink implements FrameSink {

    private final WsSession session;

    HelidonSink(WsSession session) {
        this.session = session;
    }

    @Override
    public void sendText(String message) {
        session.send(message, true);
    }

    @Override
    public void close(int code, String reason) {
        session.close(code, reason);
    }

    @Override
    public void abort() {
        if (session instanceof ServerConnection connection) {
            connection.close(true);
        }
    }
}
