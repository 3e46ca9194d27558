package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.StandardSocketOptions;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Who writes a connection's frames: a sender other than the connection's thread writes a
 * streaming terminal's chunk whole when the socket takes it, with no hand-off, and leaves what is
 * beyond its share to the connection's thread; the fan-out thread's writes keep their place. Real
 * loopback sockets; the connection's thread is never run here, so whatever arrives was written by
 * a sender.
 */
class SocketWriterTest {

    /** A connected pair on loopback: the daemon's non-blocking side with its writer, and the peer. */
    private static final class Loopback implements AutoCloseable {
        final ServerSocketChannel server = ServerSocketChannel.open();
        final Selector selector = Selector.open();
        final Socket peer = new Socket();
        final SocketChannel accepted;
        final OutboundQueue queue = new OutboundQueue(1000, 1 << 24);
        final AtomicBoolean failed = new AtomicBoolean();
        final SocketWriter writer;

        Loopback() throws IOException {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            peer.setReceiveBufferSize(1 << 20);
            peer.connect(server.getLocalAddress(), 10_000);
            peer.setSoTimeout(10_000); // a read that would wait for ever fails instead
            accepted = server.accept();
            accepted.setOption(StandardSocketOptions.SO_SNDBUF, 1 << 20);
            accepted.configureBlocking(false);
            SelectionKey key = accepted.register(selector, SelectionKey.OP_READ);
            writer = new SocketWriter("test", new PlainWire(accepted), selector, key,
                    Thread.ofPlatform().unstarted(() -> { }), queue, () -> { }, () -> failed.set(true));
        }

        /**
         * Reads exactly {@code count} bytes and checks that no more are waiting: on loopback what a
         * write took is in the peer's buffer when the write returns.
         */
        byte[] read(int count) throws IOException {
            byte[] in = new byte[count];
            new DataInputStream(peer.getInputStream()).readFully(in);
            assertEquals(0, peer.getInputStream().available(), "no more than " + count + " bytes were written");
            return in;
        }

        @Override
        public void close() throws IOException {
            try (server; selector; peer; accepted) {
                assertFalse(failed.get(), "no write failed");
            }
        }
    }

    @Test
    void aSenderWritesAChunkSizedFrameWholeAndLeavesABacklogBeyondItsShareToTheConnection() throws Exception {
        try (Loopback loopback = new Loopback()) {
            // A pty's largest chunk, 64 KiB of output: its frame is more than the sender's buffer
            // holds at once, and far more than the 8 KiB the sender once wrote.
            TextFrame chunk = TextFrame.of("x".repeat(64 * 1024));
            int chunkBytes = chunk.header().length + chunk.payload().length;
            assertEquals(OutboundQueue.Offer.QUEUED, loopback.queue.offer(chunk));
            loopback.writer.flush();
            assertTrue(loopback.queue.isEmpty(), "the sender took the whole frame");
            assertFalse(loopback.writer.wantsToWrite(), "nothing was left to the connection's thread");
            assertEquals(chunkBytes, loopback.read(chunkBytes).length);

            for (int i = 0; i < 3; i++) {
                loopback.queue.offer(chunk);
            }
            loopback.writer.flush();
            assertTrue(loopback.writer.wantsToWrite(), "three chunks are more than one sender's share");
            assertTrue(SocketWriter.MOST_WRITTEN_BY_SENDER < 3 * chunkBytes);
            assertFalse(loopback.queue.isEmpty());
            loopback.read(SocketWriter.MOST_WRITTEN_BY_SENDER);
        }
    }

    @Test
    void whatTheFanOutThreadWritesKeepsItsPlaceAmongWhatTheSenderWrites() throws Exception {
        try (Loopback loopback = new Loopback()) {
            // Large frames for the fan-out thread and small ones this thread writes at once,
            // interleaved; the peer must read them in the order they were queued.
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            for (int i = 0; i < 20; i++) {
                TextFrame large = TextFrame.of(String.valueOf((char) ('a' + i)).repeat(20_000));
                TextFrame small = TextFrame.of("small " + i);
                loopback.queue.offer(large);
                FanOutWriter.flushSoon(loopback.writer);
                loopback.queue.offer(small);
                loopback.writer.flush();
                for (TextFrame frame : new TextFrame[] {large, small}) {
                    expected.write(frame.header());
                    expected.write(frame.payload());
                }
            }
            byte[] got = new byte[expected.size()];
            new DataInputStream(loopback.peer.getInputStream()).readFully(got);
            assertArrayEquals(expected.toByteArray(), got);
        }
    }
}
