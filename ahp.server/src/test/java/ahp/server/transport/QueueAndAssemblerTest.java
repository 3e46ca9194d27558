package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The outbound queue's bounds, the message assembler's limit, and where a token is read from. */
class QueueAndAssemblerTest {

    @Test
    void theQueueRefusesPastEitherBoundButAlwaysTakesOneMessage() throws Exception {
        OutboundQueue queue = new OutboundQueue(3, 10);
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer("x".repeat(50)), "one large message fits an empty queue");
        assertEquals(OutboundQueue.Offer.FULL, queue.offer("y"));
        assertEquals("x".repeat(50), queue.take());
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer("a"));
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer("b"));
        assertEquals(OutboundQueue.Offer.QUEUED, queue.offer("c"));
        assertEquals(OutboundQueue.Offer.FULL, queue.offer("d"), "three messages is the count bound");
        queue.close();
        assertEquals(OutboundQueue.Offer.CLOSED, queue.offer("e"));
        assertEquals("a", queue.take());
        assertEquals("b", queue.take());
        assertEquals("c", queue.take());
        assertNull(queue.take(), "closed and drained");
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
