package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.websocket.Frames;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The outbound queue's bounds, the message assembler's limit, and where a token is read from. */
class QueueAndAssemblerTest {

    @Test
    void theQueueRefusesPastEitherBoundButAlwaysTakesOneMessage() {
        OutboundQueue queue = new OutboundQueue(3, 20);
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer(TextFrame.of("x".repeat(50))), "one large frame fits an empty queue");
        assertEquals(OutboundQueue.Offer.FULL, queue.offer(TextFrame.of("y")));
        assertEquals("x".repeat(50), text(drain(queue, 1024)));
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer(TextFrame.of("a")));
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer(TextFrame.of("b")));
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer(TextFrame.of("c")));
        assertEquals(OutboundQueue.Offer.FULL, queue.offer(TextFrame.of("d")), "three frames is the count bound");
        assertEquals(OutboundQueue.Offer.FULL, queue.offerControl(new byte[] {(byte) 0x8A, 0}),
                "a pong counts towards the bound too");
        assertTrue(queue.closeWith(Frames.close(Connection.NORMAL_CLOSURE, "bye")), "a close frame always fits");
        assertEquals(OutboundQueue.Offer.CLOSED, queue.offer(TextFrame.of("e")));
        assertFalse(queue.finished());
        byte[] rest = drain(queue, 4);
        assertTrue(queue.finished(), "the close frame was taken last");
        assertArrayEquals(new byte[] {(byte) 0x81, 1, 'a', (byte) 0x81, 1, 'b', (byte) 0x81, 1, 'c'},
                Arrays.copyOf(rest, 9), "frames in order, copied out in pieces of 4 bytes");
        assertArrayEquals(Frames.close(Connection.NORMAL_CLOSURE, "bye"), Arrays.copyOfRange(rest, 9, rest.length));
    }

    /** Fills buffers of {@code size} bytes until the queue is empty, and joins them. */
    private static byte[] drain(OutboundQueue queue, int size) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        ByteBuffer out = ByteBuffer.allocateDirect(size);
        while (!queue.isEmpty()) {
            out.clear();
            queue.fill(out);
            out.flip();
            byte[] piece = new byte[out.remaining()];
            out.get(piece);
            all.writeBytes(piece);
        }
        return all.toByteArray();
    }

    /** The payload of one unmasked text frame under 64 KiB. */
    private static String text(byte[] frame) {
        int headerLength = (frame[1] & 0x7F) == 126 ? 4 : 2;
        return new String(frame, headerLength, frame.length - headerLength, StandardCharsets.UTF_8);
    }

    @Test
    void fragmentsAreJoinedAndAMessageOverTheLimitIsRefusedWhole() {
        List<String> seen = new ArrayList<>();
        MessageHandler handler = new MessageHandler() {
            @Override
            public void onMessage(String message) {
                seen.add(message);
            }

            @Override
            public void onTooLarge(long length, long limit) {
                seen.add("too large " + length + "/" + limit);
            }

            @Override
            public void onBinary(long length) {
                seen.add("binary");
            }

            @Override
            public void onClosed() {
                seen.add("closed");
            }
        };
        MessageAssembler assembler = new MessageAssembler(10);
        assembler.accept("whole", true, handler);
        assembler.accept("ab", false, handler);
        assembler.accept("cd", true, handler);
        assembler.accept("123456", false, handler);
        assembler.accept("7890ab", false, handler);
        assembler.accept("cd", true, handler);
        assembler.accept("after", true, handler);
        assertEquals(List.of("whole", "abcd", "too large 14/10", "after"), seen);
    }

    @Test
    void aBearerHeaderComesBeforeTheQuery() {
        assertEquals(Optional.of("h"), UpgradeToken.find("Bearer h", "q"));
        assertEquals(Optional.of("h"), UpgradeToken.find("bearer  h ", null));
        assertEquals(Optional.of("q"), UpgradeToken.find("Basic abc", "q"));
        assertEquals(Optional.of("q"), UpgradeToken.find(null, "q"));
        assertEquals(Optional.empty(), UpgradeToken.find("Bearer ", ""));
        assertEquals(Optional.empty(), UpgradeToken.find(null, null));
    }
}
