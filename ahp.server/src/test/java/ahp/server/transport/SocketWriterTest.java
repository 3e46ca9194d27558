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
 * beyond its share to the connection's thread. Real loopback sockets; the connection's thread is
 * never run here, so whatever arrives was written by the sender.
 */
class SocketWriterTest {

    @Test
    void aSenderWritesAChunkSizedFrameWholeAndLeavesABacklogBeyondItsShareToTheConnection() throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open();
                Selector selector = Selector.open()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            try (Socket peer = new Socket()) {
                peer.setReceiveBufferSize(1 << 20);
                peer.connect(server.getLocalAddress(), 10_000);
                peer.setSoTimeout(10_000); // a read that would wait for ever fails instead
                @SuppressWarnings("resource") // closed with the selector's key below
                SocketChannel accepted = server.accept();
                accepted.setOption(StandardSocketOptions.SO_SNDBUF, 1 << 20);
                accepted.configureBlocking(false);
                SelectionKey key = accepted.register(selector, SelectionKey.OP_READ);
                OutboundQueue queue = new OutboundQueue(100, 1 << 24);
                AtomicBoolean failed = new AtomicBoolean();
                Thread connectionThread = Thread.ofPlatform().unstarted(() -> { });
                SocketWriter writer = new SocketWriter("test", new PlainWire(accepted), selector, key, connectionThread,
                        queue, () -> { }, () -> failed.set(true));

                // A pty's largest chunk, 64 KiB of output: its frame is more than the sender's
                // buffer holds at once, and far more than the 8 KiB the sender once wrote.
                TextFrame chunk = TextFrame.of("x".repeat(64 * 1024));
                int chunkBytes = chunk.header().length + chunk.payload().length;
                assertEquals(OutboundQueue.Offer.QUEUED, queue.offer(chunk));
                writer.flush();
                assertTrue(queue.isEmpty(), "the sender took the whole frame");
                assertFalse(writer.wantsToWrite(), "nothing was left to the connection's thread");
                assertEquals(chunkBytes, read(peer, chunkBytes));

                for (int i = 0; i < 3; i++) {
                    queue.offer(chunk);
                }
                writer.flush();
                assertTrue(writer.wantsToWrite(), "three chunks are more than one sender's share");
                assertTrue(SocketWriter.MOST_WRITTEN_BY_SENDER < 3 * chunkBytes);
                assertFalse(queue.isEmpty());
                assertEquals(SocketWriter.MOST_WRITTEN_BY_SENDER, read(peer, SocketWriter.MOST_WRITTEN_BY_SENDER));
                assertFalse(failed.get());
                accepted.close();
            }
        }
    }

    @Test
    void whatTheFanOutThreadWritesKeepsItsPlaceAmongWhatTheSenderWrites() throws Exception {
        try (ServerSocketChannel server = ServerSocketChannel.open();
                Selector selector = Selector.open()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            try (Socket peer = new Socket()) {
                peer.setReceiveBufferSize(1 << 20);
                peer.connect(server.getLocalAddress(), 10_000);
                peer.setSoTimeout(10_000);
                @SuppressWarnings("resource") // closed below
                SocketChannel accepted = server.accept();
                accepted.setOption(StandardSocketOptions.SO_SNDBUF, 1 << 20);
                accepted.configureBlocking(false);
                SelectionKey key = accepted.register(selector, SelectionKey.OP_READ);
                OutboundQueue queue = new OutboundQueue(1000, 1 << 24);
                AtomicBoolean failed = new AtomicBoolean();
                SocketWriter writer = new SocketWriter("test", new PlainWire(accepted), selector, key,
                        Thread.ofPlatform().unstarted(() -> { }), queue, () -> { }, () -> failed.set(true));

                // Large frames for the fan-out thread and small ones this thread writes at once,
                // interleaved; the peer must read them in the order they were queued.
                ByteArrayOutputStream expected = new ByteArrayOutputStream();
                for (int i = 0; i < 20; i++) {
                    TextFrame large = TextFrame.of(String.valueOf((char) ('a' + i)).repeat(20_000));
                    TextFrame small = TextFrame.of("small " + i);
                    queue.offer(large);
                    FanOutWriter.flushSoon(writer);
                    queue.offer(small);
                    writer.flush();
                    for (TextFrame frame : new TextFrame[] {large, small}) {
                        expected.write(frame.header());
                        expected.write(frame.payload());
                    }
                }
                byte[] got = new byte[expected.size()];
                new DataInputStream(peer.getInputStream()).readFully(got);
                assertArrayEquals(expected.toByteArray(), got);
                assertFalse(failed.get());
                accepted.close();
            }
        }
    }

    /**
     * Reads exactly {@code count} bytes and checks that no more are waiting: on loopback what a
     * write took is in the peer's buffer when the write returns.
     */
    private static int read(Socket peer, int count) throws IOException {
        byte[] in = new byte[count];
        new DataInputStream(peer.getInputStream()).readFully(in);
        assertEquals(0, peer.getInputStream().available(), "no more than " + count + " bytes were written");
        return in.length;
    }
}
