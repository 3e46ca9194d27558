package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How long a streaming terminal's master is left unread, from what the last rest gathered. */
class RestTest {

    @Test
    void aRestLastsAsLongAsTheProgramTakesToWriteWhatItShouldGather() {
        // 3 KB in 400 µs: the program writes REST_FILL (6 KB) in 800 µs.
        assertEquals(800_000, PtyMaster.nextRest(3 * 1024, 400_000));
    }

    @Test
    void aRestThatFilledTheBufferComesOutShorterEachTime() {
        long rest = PtyMaster.HOLD_NANOS;
        for (int i = 0; i < 3; i++) {
            long next = PtyMaster.nextRest(19_000, rest); // the kernel's buffer was full every time
            assertTrue(next < rest, "rest " + i + ": " + next + " ns after " + rest + " ns");
            rest = next;
        }
    }

    @Test
    void aRestStaysBetweenItsBounds() {
        assertEquals(PtyMaster.HOLD_NANOS, PtyMaster.nextRest(100, 1_000_000), "a slow program: the whole gathering");
        assertEquals(PtyMaster.HOLD_NANOS, PtyMaster.nextRest(0, 1_000_000), "nothing came: the whole gathering");
        assertEquals(PtyMaster.MIN_REST_NANOS, PtyMaster.nextRest(64 * 1024, 100_000), "a very fast one: the shortest");
    }
}
