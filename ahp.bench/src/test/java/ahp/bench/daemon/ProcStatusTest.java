package ahp.bench.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class ProcStatusTest {

    @Test
    void readsCpuTicksAfterACommandNameWithSpacesAndParentheses() throws IOException {
        String stat = "4242 (java (x) y) S 1 4242 4242 0 -1 4194560 27 0 0 0 1234 567 0 0 20 0 30 0 100 0 0";
        assertEquals(new ProcStatus.CpuTicks(1234, 567), ProcStatus.cpu(stat));
        assertEquals(1234 + 567, ProcStatus.cpu(stat).total());
        assertEquals((1234 + 567) * 10.0, ProcStatus.cpu(stat).totalMillis());
        assertEquals(567 * 10.0, ProcStatus.cpu(stat).systemMillis());
        assertEquals(new ProcStatus.CpuTicks(34, 7), ProcStatus.cpu(stat).since(new ProcStatus.CpuTicks(1200, 560)));
        assertTrue(ProcStatus.cpu(ProcessHandle.current().pid()).total() >= 0);
        assertThrows(IOException.class, () -> ProcStatus.cpu("4242 (java) S 1 2 3"));
    }

    @Test
    void readsVmRss() throws IOException {
        assertEquals(81234, ProcStatus.rssKib("Name:\tjava\nVmPeak:\t  999 kB\nVmRSS:\t   81234 kB\nThreads:\t30\n"));
    }

    @Test
    void readsVmHwmApartFromVmRss() throws IOException {
        String status = "Name:\tjava\nVmPeak:\t  999 kB\nVmHWM:\t  190456 kB\nVmRSS:\t   81234 kB\n";
        assertEquals(190456, ProcStatus.peakRssKib(status));
        assertEquals(81234, ProcStatus.rssKib(status));
        long now = ProcStatus.rssKib(ProcessHandle.current().pid());
        assertTrue(ProcStatus.peakRssKib(ProcessHandle.current().pid()) >= now, "the peak is never below what was resident before");
        assertThrows(IOException.class, () -> ProcStatus.peakRssKib("VmRSS:\t 12 kB\n"));
    }

    @Test
    void aStatusWithoutItIsAnError() {
        assertThrows(IOException.class, () -> ProcStatus.rssKib("Name:\tkthreadd\nState:\tS\n"));
        assertThrows(IOException.class, () -> ProcStatus.rssKib("VmRSS:\t 12 MB\n"));
    }

    @Test
    void readsTheStateAfterTheCommandWhateverTheCommandHolds() throws IOException {
        assertEquals('Z', ProcStatus.state("4242 (bash) Z 1 4242 4242 0 -1"));
        assertEquals('S', ProcStatus.state("4243 (a) b) (c) S 1 4243"));
        assertThrows(IOException.class, () -> ProcStatus.state("4244 (trunc"));
    }

    @Test
    void thisProcessIsRunningAndAnEndedOneIsNot() throws Exception {
        assertTrue(ProcStatus.running(ProcessHandle.current().pid()));
        Process ended = new ProcessBuilder("true").start();
        ended.waitFor();
        assertFalse(ProcStatus.running(ended.pid()));
    }

    @Test
    void readsThisProcess() throws IOException {
        assertTrue(ProcStatus.rssKib(ProcessHandle.current().pid()) > 1024);
    }
}
