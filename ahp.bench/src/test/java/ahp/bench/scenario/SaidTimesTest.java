package ahp.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SaidTimesTest {

    private static final String SAID = "timed: 12.345 0.001 7\ncreated: 10.500 0.000 6.25\nspawned: 1.000\n";

    @Test
    void eachListIsReadFromItsOwnLineInNanoseconds() {
        assertArrayEquals(new long[] {12_345_000, 1_000, 7_000_000}, SaidTimes.of(SAID, "timed"));
        assertArrayEquals(new long[] {10_500_000, 0, 6_250_000}, SaidTimes.of(SAID, "created"));
        assertArrayEquals(new long[] {1_000_000}, SaidTimes.of("spawned: 1.000", "spawned"));
    }

    @Test
    void aFailedStepAMissingLineOrABadTimeIsRefusedWithWhatTheAgentSaid() {
        String failed = "timeTerminals failed: -32603 Not allowed to open a terminal: no grant\n";
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SaidTimes.of(failed, "timed")).getMessage()
                .contains("Not allowed to open a terminal"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SaidTimes.of("no script for x", "timed")).getMessage()
                .contains("no script for x"));
        assertThrows(IllegalArgumentException.class, () -> SaidTimes.of("timed: ", "timed"));
        assertThrows(IllegalArgumentException.class, () -> SaidTimes.of("timed: 1.0 NaN", "timed"));
        assertThrows(IllegalArgumentException.class, () -> SaidTimes.of("timed: -1", "timed"));
        assertThrows(IllegalArgumentException.class, () -> SaidTimes.of("timed: 1,5", "timed"));
    }
}
