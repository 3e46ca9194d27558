package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.pty.posix.Signals;
import ahp.terminals.pty.posix.WaitStatus;
import org.junit.jupiter.api.Test;

class WaitStatusTest {

    @Test
    void aNormalExitIsItsCode() {
        assertEquals(ExitStatus.exited(0), WaitStatus.toExit(0));
        assertEquals(ExitStatus.exited(3), WaitStatus.toExit(3 << 8));
        assertEquals(ExitStatus.exited(130), WaitStatus.toExit(130 << 8));
    }

    @Test
    void aSignalIsNamedWithCode128() {
        assertEquals(ExitStatus.signaled("SIGINT"), WaitStatus.toExit(2));
        assertEquals(ExitStatus.signaled("SIGKILL"), WaitStatus.toExit(9));
        assertEquals(ExitStatus.signaled("SIGSEGV"), WaitStatus.toExit(11 | 0x80), "a core dump is still the signal");
        assertEquals(128, WaitStatus.toExit(15).exitCode());
    }

    @Test
    void aStoppedProcessIsNotAnExit() {
        assertThrows(IllegalArgumentException.class, () -> WaitStatus.toExit((19 << 8) | 0x7f));
        assertThrows(IllegalArgumentException.class, () -> WaitStatus.toExit(0xffff));
    }

    @Test
    void signalNames() {
        assertEquals("SIGHUP", Signals.name(1));
        assertEquals("SIGWINCH", Signals.name(28));
        assertEquals("SIGSYS", Signals.name(31));
        assertEquals("SIGRTMIN", Signals.name(34));
        assertEquals("SIGRTMIN+2", Signals.name(36));
        assertEquals("SIG99", Signals.name(99));
    }
}
