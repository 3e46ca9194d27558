package ahp.bench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class PercentilesTest {

    @Test
    void nearestRankOfAHundredSamples() {
        long[] samples = LongStream.rangeClosed(1, 100).map(i -> 101 - i).toArray();
        Percentiles percentiles = Percentiles.of(samples);
        assertEquals(50, percentiles.at(50));
        assertEquals(99, percentiles.at(99));
        assertEquals(100, percentiles.at(100));
        assertEquals(1, percentiles.at(0.5));
    }

    @Test
    void alwaysAMeasuredSample() {
        Percentiles percentiles = Percentiles.of(new long[] {30, 10, 20});
        assertEquals(20, percentiles.at(50));
        assertEquals(30, percentiles.at(99));
        assertEquals(10, percentiles.at(1));
    }

    @Test
    void refusesNoSamplesAndPercentilesOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> Percentiles.of(new long[0]));
        Percentiles one = Percentiles.of(new long[] {7});
        assertThrows(IllegalArgumentException.class, () -> one.at(0));
        assertThrows(IllegalArgumentException.class, () -> one.at(100.5));
        assertEquals(7, one.at(99));
    }

    @Test
    void leavesTheCallersArrayAlone() {
        long[] samples = {3, 1, 2};
        Percentiles.of(samples);
        assertEquals(3, samples[0]);
    }
}
