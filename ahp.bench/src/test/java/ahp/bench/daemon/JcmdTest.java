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
        assertThrows(IOException.class, () -> Jcmd.heapUsedKib("12345:\nno such thing\n"));
    }

    @Test
    void collectsAndReadsARunningJvm() throws Exception {
        Jcmd jcmd = new Jcmd(ProcessHandle.current().pid());
        jcmd.collect();
        assertTrue(jcmd.heapUsedKib() > 0);
    }
}
