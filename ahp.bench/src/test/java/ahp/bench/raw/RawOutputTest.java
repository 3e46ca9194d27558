package ahp.bench.raw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RawOutputTest {

    @Test
    void readsADrainLine() {
        RawOutput.Drain drain = RawOutput.drain("bytes=41052635 timed_bytes=41052634 seconds=1.386270502 exit=0"
                + " user_seconds=0.064093 system_seconds=1.540572\n");
        assertEquals(new RawOutput.Drain(41052635, 41052634, 1.386270502, 0, 0.064093, 1.540572), drain);
        assertEquals(41052634 / 1.386270502 / 1e6, drain.megabytesPerSecond(), 1e-9);
        assertEquals((0.064093 + 1.540572) * 1e3 / 41.052635, drain.cpuMillisPerMegabyte(), 1e-9);
        assertEquals(1.540572 * 1e3 / 41.052635, drain.kernelMillisPerMegabyte(), 1e-9);
    }

    @Test
    void refusesAnythingElse() {
        assertThrows(IllegalArgumentException.class, () -> RawOutput.drain("error: no output"));
        assertThrows(IllegalArgumentException.class, () -> RawOutput.drain("bytes=1 seconds=1 timed_bytes=1 exit=0"));
        assertThrows(IllegalArgumentException.class,
                () -> RawOutput.drain("bytes=1 timed_bytes=1 seconds=1 exit=0 system_seconds=1 user_seconds=1"));
    }

    @Test
    void readsSamplesAndChecksTheirCount() {
        assertArrayEquals(new long[] {1200, 900}, RawOutput.samples("1200\n900\nexit=129\n", 2));
        assertThrows(IllegalArgumentException.class, () -> RawOutput.samples("1200\nexit=0\n", 2));
        assertThrows(IllegalArgumentException.class, () -> RawOutput.samples("1200\n900\n", 2));
    }

    @Test
    void escapesWhatRawptyDecodes() {
        assertEquals("true; echo __S_$?__\\r", RawOutput.escape("true; echo __S_$?__\r"));
        assertEquals("a\\\\r\\n\\t", RawOutput.escape("a\\r\n\t"));
    }
}
