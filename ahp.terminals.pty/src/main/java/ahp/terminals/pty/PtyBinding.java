package ahp.terminals.pty;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.NoProcess;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Libc;
import ahp.terminals.pty.posix.Signals;
import com.pty4j.WinSize;
import com.pty4j.unix.Pty;
import com.pty4j.unix.PtyHelpers;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Starts processes under a pseudoterminal. pty4j opens the pair and forks the child (which makes
 * itself a session leader with the slave as its controlling terminal); everything after the fork
 * is this binding's own, through {@link ahp.terminals.pty.posix.Libc}: the reads, the writes, the
 * exit and the real wait status; one {@link PtyPoller} thread serves every terminal of the JVM.
 * pty4j's own process class is not used, because its reaper thread
 * reports a signal as 128+N and stops reading when the shell exits, dropping what orphans print.
 */
final class PtyBinding implements ProcessBinding {

    /** What a child that cannot enter its directory exits with (node-pty's child does the same). */
    static final int CANNOT_ENTER_DIRECTORY = 1;
    /** What a program that cannot be found or run exits with, as a shell reports it. */
    static final int CANNOT_RUN = 127;

    private final PtyTimings timings;
    private final boolean usePidfd;

    PtyBinding(PtyTimings timings) {
        this(timings, true);
    }

    /** A binding that notices exits with a waiting thread instead of a pidfd when {@code usePidfd} is false. */
    PtyBinding(PtyTimings timings, boolean usePidfd) {
        this.timings = timings;
        this.usePidfd = usePidfd;
    }

    @Override
    public boolean isPty() {
        return true;
    }

    /**
     * {@inheritDoc}
     *
     * <p>A directory that is not there (or not one, or not enterable) is reported as output and exit
     * code 1; a program that cannot be found as exit code 127; neither starts a process.
     *
     * @throws IOException when no pseudoterminal could be opened or the fork failed
     */
    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) throws IOException {
        Path directory = launch.directory().toAbsolutePath();
        String program = launch.argv().getFirst();
        Optional<String> directoryProblem = StartCheck.directoryProblem(directory);
        if (directoryProblem.isPresent()) {
            return NoProcess.reportFailure("cannot start " + program + ": " + directoryProblem.get() + "\r\n",
                    ExitStatus.exited(CANNOT_ENTER_DIRECTORY), output);
        }
        Optional<Path> executable = StartCheck.resolveProgram(program, directory, launch.environment());
        if (executable.isEmpty()) {
            return NoProcess.reportFailure("cannot start " + program + ": no such program, or it is not executable\r\n",
                    ExitStatus.exited(CANNOT_RUN), output);
        }
        return spawn(launch, directory, executable.get(), output);
    }

    private TerminalProcess spawn(ProcessLaunch launch, Path directory, Path executable, ProcessOutput output)
            throws IOException {
        PtyPoller poller = PtyPoller.shared();
        Pty pty = new Pty();
        int slave = -1;
        PtyTerminalProcess process = null;
        LeaderWatch leader = null;
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            // The size is the slave's before the child exists, so its first look at it is right.
            pty.setWindowSize(new WinSize(launch.cols(), launch.rows()), null);
            slave = Libc.open(state, arena.allocateFrom(pty.getSlaveName()), Libc.O_RDWR | Libc.O_NOCTTY | Libc.O_CLOEXEC);
            if (slave < 0) {
                throw new IOException("cannot open " + pty.getSlaveName() + ": errno " + state.errno());
            }
            int flags = Libc.fcntl(state, pty.getMasterFD(), Libc.F_GETFL, 0);
            if (flags < 0 || Libc.fcntl(state, pty.getMasterFD(), Libc.F_SETFL, flags | Libc.O_NONBLOCK) < 0) {
                throw new IOException("cannot make the master non-blocking: errno " + state.errno());
            }
            int pid = PtyHelpers.execPty(executable.toString(), launch.argv().toArray(String[]::new),
                    environment(launch.environment()), directory.toString(), pty.getSlaveName(),
                    pty.getMasterFD(), null, -1, false);
            if (pid <= 0) {
                throw new IOException("cannot fork " + executable);
            }
            long token = poller.newToken();
            process = new PtyTerminalProcess(pty, pid, () -> poller.attend(token));
            leader = LeaderWatch.start(pid, process::wake, usePidfd);
            poller.register(new PtyMaster(token, poller, process, output, leader, slave, timings));
            return process;
        } catch (IOException | RuntimeException failure) {
            if (process != null) {
                // Forked, but nothing will serve it: it must not outlive the failure.
                process.signalSession(Signals.SIGKILL);
                process.reap();
            }
            if (leader != null) {
                leader.close();
            }
            if (slave >= 0) {
                Libc.close(slave);
            }
            pty.close();
            throw failure instanceof IOException io ? io : new IOException("cannot start " + executable, failure);
        }
    }

    private static String[] environment(Map<String, String> environment) {
        return environment.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toArray(String[]::new);
    }
}
