package ahp.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class KeptStoreTest {

    @Test
    void sessionsRunTenTurnsEachAndTheLastTheRest() {
        assertEquals(Collections.nCopies(100, 10), KeptStore.turnsPerSession(1000));
        assertEquals(List.of(10, 10, 5), KeptStore.turnsPerSession(25));
        assertEquals(List.of(1), KeptStore.turnsPerSession(1));
        assertThrows(IllegalArgumentException.class, () -> KeptStore.turnsPerSession(0));
    }

    @Test
    void theSubscribedTerminalsAreSpreadOverTheStoreFromItsFirst() {
        List<Integer> all = IntStream.range(0, 1000).boxed().toList();
        List<Integer> picked = KeptStore.spread(all, 50);
        assertEquals(50, picked.size());
        assertEquals(0, picked.getFirst());
        assertEquals(20, picked.get(1));
        assertEquals(980, picked.getLast());
        assertEquals(50, picked.stream().distinct().count());
        assertEquals(List.of(0, 3, 6), KeptStore.spread(IntStream.range(0, 10).boxed().toList(), 3));
        assertEquals(List.of(1, 2), KeptStore.spread(List.of(1, 2), 50));
    }
}
