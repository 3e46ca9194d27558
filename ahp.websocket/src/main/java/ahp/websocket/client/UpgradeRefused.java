package ahp.websocket.client;

import java.io.IOException;

/** The server answered the opening handshake with an HTTP status other than 101: it refused the WebSocket. */
public final class UpgradeRefused extends IOException {

    private final int status;

    /** The server at {@code address} answered {@code status}. */
    public UpgradeRefused(String address, int status) {
        super(address + " refused the WebSocket (HTTP " + status + ")");
        this.status = status;
    }

    /** The HTTP status it answered. */
    public int status() {
        return status;
    }
}
