package ahp.machines.docker.exec;

import ahp.machines.docker.engine.DockerApi;
import ahp.machines.docker.engine.RawStream;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One process in a session's container: an exec under a TTY, started on a virtual thread of its own
 * ({@link ExecRun}) while {@code start} has already returned. What is written before its stream is up
 * waits and goes in order; sizes go to the engine's resize call in order, the latest winning.
 *
 * <p>{@link #pid()} is 0 once started: the process's pid is one inside the container, not a process of
 * this machine, so there is none to give; -1 when a kill came before the exec started (it then never
 * does). A start the engine refused is a process too: it printed why and exited with 125.
 */
final class ExecProcess implements TerminalProcess {

    private static final System.Logger LOG = System.getLogger(ExecProcess.class.getName());
    /** How long the kill script may take: its waits (5 s for the pid file, 2 s of grace) and some. */
    private static final Duration KILL_LIMIT = Duration.ofSeconds(15);
    /** How long the stream has to end by itself after the kill script, before it is closed. */
    private static final Duration END_AFTER_KILL = Duration.ofSeconds(2);

    final DockerApi api;
    final String key = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    /** Completes with the stream once the exec runs, or null when it never will. */
    final CompletableFuture<RawStream> stream = new CompletableFuture<>();
    /** Counted down once the output has been read to its end. */
    final CountDownLatch outputEnded = new CountDownLatch(1);
    final AtomicBoolean killAsked = new AtomicBoolean();
    volatile String containerId;
    volatile String execId;
    volatile boolean cancelled;

    private final Serial input;
    private final Serial resizes;
    private final AtomicBoolean ending = new AtomicBoolean();
    private volatile int[] size;
    private int[] sizeSent;

    private ExecProcess(DockerApi api, ProcessLaunch launch) {
        this.api = api;
        this.size = new int[] {launch.cols(), launch.rows()};
        this.input = new Serial("ahp-docker-input-" + key);
        this.resizes = new Serial("ahp-docker-resize-" + key);
    }

    /** Starts {@code launch} in the container {@code source} gives, as {@code user}; returns at once. */
    static ExecProcess start(DockerApi api, ContainerSource source, String user, ProcessLaunch launch,
            ProcessOutput output) {
        ExecProcess process = new ExecProcess(api, launch);
        ExecRun run = new ExecRun(process, source, user, launch, output);
        Thread.ofVirtual().name("ahp-docker-exec-" + process.key).start(run);
        return process;
    }

    @Override
    public long pid() {
        return cancelled ? -1 : 0;
    }

    @Override
    public void write(String data) {
        byte[] bytes = data.getBytes(StandardCharsets.UTF_8);
        input.submit(() -> {
            RawStream up = stream.join();
            if (up == null || outputEnded.getCount() == 0) {
                return;
            }
            try {
                OutputStream out = up.output();
                out.write(bytes);
                out.flush();
            } catch (IOException gone) {
                LOG.log(Level.DEBUG, "Input for a container's process was dropped: " + gone.getMessage());
            }
        });
    }

    @Override
    public void resize(int cols, int rows) {
        size = new int[] {cols, rows};
        resizes.submit(this::sendSize);
    }

    /** Under a TTY the store writes ^C itself: nothing to do here. */
    @Override
    public void interrupt() {}

    /**
     * Ends the process and its whole session (the kill script, as root, in the container), then closes
     * its stream. Before the exec has started, the start is called off. Idempotent; returns at once.
     */
    @Override
    public void kill() {
        if (killAsked.compareAndSet(false, true) && stream.isDone() && stream.getNow(null) != null
                && outputEnded.getCount() > 0) {
            endInside();
        }
    }

    /** Sends the launch's size once the stream is up (the wrapper may have set it already). */
    void sendFirstSize() {
        resizes.submit(this::sendSize);
    }

    /** The process has ended: queued input and sizes are dropped. */
    void ended() {
        input.close();
        resizes.close();
    }

    /**
     * Ends what runs inside, once, off the caller's thread: the kill script, then the stream is given
     * a moment to end by itself and closed. Called only while the process may still run (its output
     * has not ended, or its stream broke): a pid file of a process that ended names nothing of it.
     */
    void endInside() {
        if (!ending.compareAndSet(false, true)) {
            return;
        }
        Thread.ofVirtual().name("ahp-docker-kill-" + key).start(() -> {
            RawStream up = stream.join();
            try {
                api.runAsRoot(containerId, ExecCommand.killScript(key), KILL_LIMIT);
            } catch (Exception failure) {
                LOG.log(Level.WARNING, "Could not end a process in container " + containerId + ": "
                        + failure.getMessage());
            }
            try {
                outputEnded.await(END_AFTER_KILL.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            if (up != null) {
                up.close();
            }
        });
    }

    private void sendSize() {
        RawStream up = stream.join();
        int[] wanted = size;
        if (up == null || outputEnded.getCount() == 0 || Arrays.equals(wanted, sizeSent)
                || wanted[0] <= 0 || wanted[1] <= 0) {
            return;
        }
        try {
            api.resizeExec(execId, wanted[0], wanted[1]);
            sizeSent = wanted;
        } catch (Exception failure) {
            LOG.log(Level.DEBUG, "A container terminal's size was not set: " + failure.getMessage());
        }
    }
}
