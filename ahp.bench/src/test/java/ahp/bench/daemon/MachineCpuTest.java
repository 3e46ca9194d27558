package ahp.bench.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class MachineCpuTest {

    @Test
    void idleAndIoWaitAreNotBusyStealIsApartAndGuestTimeIsLeftOut() throws IOException {
        MachineCpu before = MachineCpu.parse("cpu  100 0 50 800 50 0 0 70 40 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n");
        assertEquals(new MachineCpu(150, 1000, 70), before);
        MachineCpu after = MachineCpu.parse("cpu  400 0 150 900 50 0 0 90 70 0\n");
        assertEquals(400.0 / 500, after.busySince(before), 1e-12);
        assertEquals(20.0 / 520, after.stealSince(before), 1e-12);
        assertEquals(0, before.busySince(before));
        assertEquals(0, before.stealSince(before));
    }

    @Test
    void aKernelThatSaysNoStealHasNone() throws IOException {
        assertEquals(new MachineCpu(150, 1000, 0), MachineCpu.parse("cpu  100 0 50 800 50 0 0\n"));
    }

    @Test
    void refusesWhatIsNotACpuLine() {
        assertThrows(IOException.class, () -> MachineCpu.parse("intr 1 2 3 4 5 6\n"));
        assertThrows(IOException.class, () -> MachineCpu.parse("cpu 1 2 x 4 5 6\n"));
    }

    @Test
    void readsThisMachine() throws IOException {
        MachineCpu now = MachineCpu.now();
        assertTrue(now.all() > 0 && now.busy() >= 0 && now.busy() <= now.all() && now.steal() >= 0);
    }
}
