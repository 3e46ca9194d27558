package ahp.server.transport;

import java.io.IOException;
import java.nio.channels.ByteChannel;

/**
 * The bytes of one connection as the WebSocket reads and writes them: the socket itself
 * ({@link PlainWire}), or TLS over it ({@link TlsWire}). Both are non-blocking: a read or a write
 * takes what the socket allows now. Whatever is on the port (the upgrade, its refusals, the
 * WebSocket) goes through the wire, so TLS covers all of it.
 */
interface Wire extends ByteChannel {

    /**
     * Whether bytes already taken from the socket are waiting to be read: the reader must read
     * again before it waits for the socket (a TLS record may hold more than one read takes).
     */
    boolean hasBufferedInput();

    /**
     * Writes what a write already took but the socket did not (a TLS record partly written), as far
     * as the socket takes it now.
     *
     * @return true when nothing is left waiting
     */
    boolean flushPending() throws IOException;
}
