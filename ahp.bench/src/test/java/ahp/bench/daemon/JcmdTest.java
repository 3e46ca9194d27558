package ahp.bench.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class JcmdTest {

    @Test
    void readsTheHeapInUseFromGcHeapInfo() throws IOException {
        assertEquals(10657, Jcmd.heapUsedKib("12345:\n garbage-first heap   total reserved 6172672K, committed 393216K,"
                + " used 10657K [0x0000000687400000, 0x0000000800000000)\n  region size 4096K, 3 young (12288K)\n"));
        assertEquals(31009 + 1166, Jcmd.heapUsedKib("17445:\nDefNew     total 116160K, used 31009K [0x0, 0x1, 0x2)\n"
                + " eden space 103296K,  30% used [0x0, 0x1, 0x2)\n from space 12864K,   0% used [0x0, 0x1, 0x2)\n"
                + "Tenured    total 258048K, used 1166K [0x0, 0x1, 0x2)\n the  space 258048K,   0% used [0x0, 0x1, 0x2)\n"
                + " Metaspace       used 9000K, committed 9100K, reserved 1114112K\n"));
        assertThrows(IOException.class, () -> Jcmd.heapUsedKib("12345:\nno such thing\n"));
    }

    @Test
    void liveObjectsAreTheHistogramsTotalLessTheDeadSpaceFillers() throws IOException {
        String histogram = """
                23808:
                 num     #instances         #bytes  class name (module)
                -------------------------------------------------------
                   1:         19758        1905752  [B (java.base@25.0.3)
                   4:            17         313304  [Ljdk.internal.vm.FillerElement; (java.base@25.0.3)
                   5:             3           1024  jdk.internal.vm.FillerObject (java.base@25.0.3)
                1511:             1              8  tools.jackson.databind.util.ViewMatcher (tools.jackson.databind@3.3.0)
                Total        111839        5858072
                """;
        assertEquals((5858072 - 313304 - 1024) / 1024, Jcmd.liveObjectsKib(histogram));
        assertThrows(IOException.class, () -> Jcmd.liveObjectsKib("12345:\nno such thing\n"));
    }

    @Test
    void collectsAndReadsARunningJvm() throws Exception {
        Jcmd jcmd = new Jcmd(ProcessHandle.current().pid());
        jcmd.collect();
        assertTrue(jcmd.heapUsedKib() > 0);
        long live = Jcmd.liveObjectsKib(jcmd.histogram());
        assertTrue(live > 0 && live <= jcmd.heapUsedKib() + 1024, live + " KiB");
    }
}
