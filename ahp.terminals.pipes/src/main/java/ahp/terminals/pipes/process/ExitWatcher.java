package ahp.terminals.pipes.process;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.pipes.posix.PosixException;
import ahp.terminals.pipes.posix.Processes;
import java.lang.System.Logger.Level;
import java.time.Duration;

/**
 * Waits for a pipe child on a platform thread of its own and says its exit once, after its output
 * has been read to the end (see the package's orphan rule for output that does not end).
 */
final class ExitWatcher implements Runnable {

    private static final System.Logger LOG = System.getLogger(ExitWatcher.class.getName());

    /** How long output may go on after the shell exited before the rest of its group is hung up on. */
    static final Duration ORPHAN_GRACE = Duration.ofSeconds(2);
    /** How long output may go on after the hang-up before reading stops. */
    static final Duration HANGUP_GRACE = Duration.ofSeconds(1);

    private final int pid;
    private final ProcessGroup group;
    private final OutputPump output;
    private final InputPump input;
    private final ProcessOutput sink;

    /** A watcher of child {@code pid}, which leads {@code group}, reading through {@code output}. */
    ExitWatcher(int pid, ProcessGroup group, OutputPump output, InputPump input, ProcessOutput sink) {
        this.pid = pid;
        this.group = group;
        this.output = output;
        this.input = input;
        this.sink = sink;
    }

    /** Starts the watcher thread. */
    void start() {
        Thread.ofPlatform().daemon().name("ahp-pipes-exit-" + pid).start(this);
    }

    @Override
    public void run() {
        ExitStatus status = awaitExit();
        if (!output.awaitEnd(ORPHAN_GRACE)) {
            LOG.log(Level.INFO, "Process " + pid + " exited; its group still holds the output: hanging up");
            group.signal(Processes.SIGHUP);
            if (!output.awaitEnd(HANGUP_GRACE)) {
                LOG.log(Level.INFO, "A process outside group " + pid + " holds the output: reading stops");
                output.abandon();
            }
        }
        output.join();
        group.reap();
        input.close();
        try {
            sink.onExit(status);
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "The exit's receiver failed", failure);
        }
    }

    private ExitStatus awaitExit() {
        try {
            return Processes.awaitExit(pid);
        } catch (PosixException failure) {
            // ECHILD: something else in this JVM collected the child, and its status with it.
            LOG.log(Level.WARNING, "The exit of process " + pid + " could not be read: " + failure.getMessage());
            group.forget();
            return ExitStatus.exited(1);
        }
    }
}
