package ahp.server.memory;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When a quiet daemon's heap is collected, and when it is left alone. */
class QuietHeapTest {

    private static final long MIB = 1L << 20;

    /**
     * 16 MiB committed, 4 in use; due after 8 MiB of growth and 3 readings that allocated at most
     * 1 MiB each, or after 64 MiB of growth.
     */
    private static QuietHeap heap() {
        return new QuietHeap(16 * MIB, 4 * MIB, 8 * MIB, 64 * MIB, MIB, 3);
    }

    @Test
    void aHeapABurstGrewIsCollectedOnceTheDaemonIsQuiet() {
        QuietHeap heap = heap();
        assertFalse(heap.due(40 * MIB, 30 * MIB), "busy: 26 MiB allocated");
        assertFalse(heap.due(48 * MIB, 12 * MIB), "busy: a collection ran");
        assertFalse(heap.due(48 * MIB, 12 * MIB + 1000));
        assertFalse(heap.due(48 * MIB, 12 * MIB + 2000));
        assertTrue(heap.due(48 * MIB, 12 * MIB + 3000), "three quiet readings");
        heap.collected(20 * MIB, 7 * MIB);
        for (int i = 0; i < 10; i++) {
            assertFalse(heap.due(20 * MIB, 7 * MIB + i * 1000), "the heap it left is the baseline: reading " + i);
        }
    }

    @Test
    void aHeapThatDidNotGrowIsLeftAloneHoweverQuiet() {
        QuietHeap heap = heap();
        for (int i = 0; i < 10; i++) {
            assertFalse(heap.due(16 * MIB + 7 * MIB, 4 * MIB + i), "grown by 7 MiB only: reading " + i);
        }
    }

    @Test
    void steadyAllocationIsNotQuiet() {
        QuietHeap heap = heap();
        long used = 4 * MIB;
        for (int i = 0; i < 10; i++) {
            used += 2 * MIB;
            assertFalse(heap.due(64 * MIB, used), "2 MiB a reading: reading " + i);
        }
    }

    @Test
    void aBusyDaemonsHeapIsCollectedOnceItGrewFarAndThenFromWhereItWasLeft() {
        QuietHeap heap = heap();
        assertFalse(heap.due(80 * MIB, 70 * MIB), "grown by 64 MiB exactly");
        assertTrue(heap.due(81 * MIB, 78 * MIB), "grown by 65 MiB, allocating all along");
        heap.collected(30 * MIB, 20 * MIB);
        assertFalse(heap.due(90 * MIB, 85 * MIB), "60 MiB past what the collection left");
        assertTrue(heap.due(95 * MIB, 90 * MIB), "65 MiB past it");
    }

    @Test
    void aHeapThatCouldNotShrinkIsNotCollectedAgainUntilItGrowsAgain() {
        QuietHeap heap = heap();
        assertFalse(heap.due(70 * MIB, 60 * MIB), "busy");
        assertFalse(heap.due(70 * MIB, 60 * MIB));
        assertFalse(heap.due(70 * MIB, 60 * MIB));
        assertTrue(heap.due(70 * MIB, 60 * MIB));
        heap.collected(70 * MIB, 58 * MIB);
        for (int i = 0; i < 5; i++) {
            assertFalse(heap.due(70 * MIB, 58 * MIB), "everything in it is alive: reading " + i);
        }
        assertFalse(heap.due(90 * MIB, 70 * MIB), "busy again");
        assertFalse(heap.due(90 * MIB, 70 * MIB));
        assertFalse(heap.due(90 * MIB, 70 * MIB));
        assertTrue(heap.due(90 * MIB, 70 * MIB), "grown by 20 MiB past what it kept");
    }

    @Test
    void aHeapThatShrankByItselfLowersTheBaseline() {
        QuietHeap heap = heap();
        heap.due(10 * MIB, 3 * MIB);
        heap.due(19 * MIB, 3 * MIB);
        heap.due(19 * MIB, 3 * MIB);
        assertTrue(heap.due(19 * MIB, 3 * MIB), "grown by 9 MiB since it was 10");
    }
}
