package ahp.terminals.pipes.posix;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import ahp.terminals.api.spi.ExitStatus;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Waiting for a child and signalling process groups. The wait reads the real status
 * ({@code waitid}), so a program that chose {@code exit 130} is told apart from one SIGINT ended.
 */
public final class Processes {

    /** SIGHUP: the terminal hung up. */
    public static final int SIGHUP = 1;
    /** SIGINT: ^C. */
    public static final int SIGINT = 2;
    /** SIGKILL: ends a process whatever it does. */
    public static final int SIGKILL = 9;

    private static final int P_PID = 1;
    private static final int WEXITED = 4;
    private static final int WNOWAIT = 0x0100_0000;
    private static final int CLD_EXITED = 1;
    private static final long SIGINFO_BYTES = 128;
    private static final long SI_CODE = 8;
    private static final long SI_STATUS = 24;

    private Processes() {}

    /**
     * Blocks until child {@code pid} has ended and says how, leaving it a zombie: until
     * {@link #reap} its pid (and so its process group's id) cannot be reused, and a signal to the
     * group cannot reach a stranger.
     */
    public static ExitStatus awaitExit(int pid) throws PosixException {
        return waitFor(pid, WEXITED | WNOWAIT);
    }

    /** Collects child {@code pid}, which has ended; its pid is free again after this. */
    public static void reap(int pid) throws PosixException {
        waitFor(pid, WEXITED);
    }

    /**
     * Sends {@code signal} to the process group {@code pgid}. A pgid that is not positive is refused:
     * a kill of group 0 would signal this process's own group.
     *
     * @return whether the group had a process to signal
     */
    public static boolean signalGroup(int pgid, int signal) throws PosixException {
        if (pgid <= 0) {
            throw new IllegalArgumentException("no process group " + pgid);
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = Libc.callState(arena);
            int result = (int) Libc.KILL.invokeExact(state, -pgid, signal);
            if (result == 0) {
                return true;
            }
            int errno = Libc.errno(state);
            if (errno == PosixException.ESRCH) {
                return false;
            }
            throw new PosixException("kill", errno);
        } catch (PosixException failure) {
            throw failure;
        } catch (Throwable unexpected) {
            throw new IllegalStateException(unexpected);
        }
    }

    private static ExitStatus waitFor(int pid, int options) throws PosixException {
        if (pid <= 0) {
            throw new IllegalArgumentException("no process " + pid);
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = Libc.callState(arena);
            MemorySegment info = arena.allocate(SIGINFO_BYTES, 8);
            while (true) {
                int result = (int) Libc.WAITID.invokeExact(state, P_PID, pid, info, options);
                if (result == 0) {
                    int code = info.get(JAVA_INT, SI_CODE);
                    int status = info.get(JAVA_INT, SI_STATUS);
                    return code == CLD_EXITED ? ExitStatus.exited(status) : ExitStatus.signaled(Signals.name(status));
                }
                int errno = Libc.errno(state);
                if (errno != PosixException.EINTR) {
                    throw new PosixException("waitid", errno);
                }
            }
        } catch (PosixException failure) {
            throw failure;
        } catch (Throwable unexpected) {
            throw new IllegalStateException(unexpected);
        }
    }
}
