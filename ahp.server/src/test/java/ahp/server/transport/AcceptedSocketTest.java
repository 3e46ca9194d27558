package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import org.junit.jupiter.api.Test;

/**
 * An accepted socket is set up for frames that must not wait: non-blocking, and with Nagle's
 * algorithm off, which the daemon once lost (each {@code !} turn then waited 40 ms for a delayed ACK).
 */
class AcceptedSocketTest {

    @Test
    void anAcceptedSocketSendsAtOnce() throws Exception {
        try (ServerSocketChannel listener = ServerSocketChannel.open()
                .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                SocketChannel client = SocketChannel.open(listener.getLocalAddress());
                SocketChannel accepted = listener.accept()) {
            assertEquals(Boolean.FALSE, accepted.getOption(StandardSocketOptions.TCP_NODELAY), "the JDK's default");
            UpgradeLoop.tune(accepted);
            assertEquals(Boolean.TRUE, accepted.getOption(StandardSocketOptions.TCP_NODELAY));
            assertFalse(accepted.isBlocking());
        }
    }
}
