package ahp.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class EchoLatencyTest {

    @Test
    void saysWhereTheSlowKeystrokesFell() {
        long[] nanos = new long[1_000];
        Arrays.fill(nanos, 200_000);
        nanos[0] = 7_000_000;
        nanos[99] = 1_500_000;
        nanos[100] = 1_000_001;
        nanos[861] = 9_600_000;
        nanos[862] = 1_000_000;
        assertEquals("2 of the first 100, 1 of the next 400, 1 of the other 500; the slowest 9.6 ms, keystroke 861",
                EchoLatency.slowOnes(nanos, 1_000_000));
    }

    @Test
    void noSlowOnes() {
        assertEquals("0 of the first 100, 0 of the next 400, 0 of the other 0; the slowest 0.2 ms, keystroke 0",
                EchoLatency.slowOnes(new long[] {200_000, 100_000}, 1_000_000));
    }
}
