package ahp.bench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpreadTest {

    @Test
    void oddCountTakesTheMiddle() {
        assertEquals(new Spread(3, 1, 9, 5), Spread.of(List.of(9.0, 1.0, 3.0, 4.0, 2.0)));
    }

    @Test
    void evenCountAveragesTheTwoMiddleOnes() {
        assertEquals(new Spread(2.5, 1, 4, 4), Spread.of(List.of(4.0, 1.0, 3.0, 2.0)));
    }

    @Test
    void refusesNothing() {
        assertThrows(IllegalArgumentException.class, () -> Spread.of(List.of()));
    }
}
