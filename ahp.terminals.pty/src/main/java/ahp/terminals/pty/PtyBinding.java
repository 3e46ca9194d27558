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
import ahp.terminals.pty.posix.PtySpawn;
import ahp.terminals.pty.posix.SpawnFailure;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Starts processes under a pseudoterminal. Its {@link Spawner} opens the pair and starts the child
 * (a session leader with the slave as its controlling terminal): {@code posix_spawn} through the
 * JDK's foreign-function API by default, pty4j's fork of the JVM as the fallback. Everything after
 * the start is this binding's own, through {@link ahp.terminals.pty.posix.Libc}: the reads, the
 * writes, the exit and the real wait status; one {@link PtyPoller} thread serves every terminal of
 * the JVM.
 * pty4j's own process class is not used, because its reaper thread
 * reports a signal as 128+N and stops reading when the shell exits, dropping what orphans print.
 */
final class PtyBinding implements ProcessBinding {

    /** What a child that cannot enter its directory exits with (node-pty's child does the same). */
    static final int CANNOT_ENTER_DIRECTORY = 1;
    /** What a program that cannot be found or run exits with, as a shell reports it. */
    static final int CANNOT_RUN = 127;

    /** What a program that was found but cannot be run exits with, as a shell reports it. */
    static final int CANNOT_EXECUTE = 126;

    private final PtyTimings timings;
    private final boolean usePidfd;
    private final Spawner spawner;

    /** A binding that starts shells the way {@link Spawner#selected()} chooses. */
    PtyBinding(PtyTimings timings) {
        this(timings, true, Spawner.selected());
    }

    /** A binding that notices exits with a waiting thread instead of a pidfd when {@code usePidfd} is false. */
    PtyBinding(PtyTimings timings, boolean usePidfd) {
        this(timings, usePidfd, Spawner.selected());
    }

    /** A binding that starts shells with {@code spawner}. */
    PtyBinding(PtyTimings timings, boolean usePidfd, Spawner spawner) {
        this.timings = timings;
        this.usePidfd = usePidfd;
        this.spawner = spawner;
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
        PtyPair pair = spawner.open(launch.cols(), launch.rows());
        int slave = -1;
        PtyTerminalProcess process = null;
        LeaderWatch leader = null;
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            slave = Libc.open(state, arena.allocateFrom(pair.slaveName()), Libc.O_RDWR | Libc.O_NOCTTY | Libc.O_CLOEXEC);
            if (slave < 0) {
                throw new IOException("cannot open " + pair.slaveName() + ": errno " + state.errno());
            }
            int flags = Libc.fcntl(state, pair.master(), Libc.F_GETFL, 0);
            if (flags < 0 || Libc.fcntl(state, pair.master(), Libc.F_SETFL, flags | Libc.O_NONBLOCK) < 0) {
                throw new IOException("cannot make the master non-blocking: errno " + state.errno());
            }
            int pid;
            try {
                pid = spawner.start(pair, executable, launch.argv(), launch.environment(), directory);
            } catch (SpawnFailure refused) {
                Libc.close(slave);
                pair.close();
                return NoProcess.reportFailure("cannot start " + executable + ": " + refused.getMessage() + "\r\n",
                        ExitStatus.exited(refused.errno() == PtySpawn.ENOENT ? CANNOT_RUN : CANNOT_EXECUTE), output);
            }
            long token = poller.newToken();
            process = new PtyTerminalProcess(pair, pid, () -> poller.attend(token));
            leader = LeaderWatch.start(pid, process::wake, usePidfd);
            poller.register(new PtyMaster(token, poller, process, output, leader, slave, timings));
            return process;
        } catch (IOException | RuntimeException failure) {
            if (process != null) {
                // Started, but nothing will serve it: it must not outlive the failure.
                process.signalSession(Signals.SIGKILL);
                process.reap();
            }
            if (leader != null) {
                leader.close();
            }
            if (slave >= 0) {
                Libc.close(slave);
            }
            pair.close();
            throw failure instanceof IOException io ? io : new IOException("cannot start " + executable, failure);
        }
    }
}
