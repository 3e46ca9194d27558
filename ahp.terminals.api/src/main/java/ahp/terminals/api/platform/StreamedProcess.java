package ahp.terminals.api.platform;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A terminal's process as the JDK's {@link Process} gives it, for a binding with nothing of its own
 * to read, write and wait with: Windows's (ConPTY through pty4j, and pipes there). Its output is read
 * on a platform thread of its own and decoded as one UTF-8 stream (a character split across two reads
 * comes whole, bytes that are not UTF-8 as U+FFFD); its input is written on another, in order; a third
 * waits for it, and says its exit once, after the last byte it wrote was delivered.
 *
 * <p>What it started may hold the output after it exited: the output is read for {@link #ORPHAN_GRACE}
 * more, then what is left is ended ({@link Control#end}), and after {@link #END_GRACE} more reading
 * stops, so the exit is never held forever. Input written once the exit is said is dropped.
 */
public final class StreamedProcess implements TerminalProcess {

    /** How long output may go on after the process exited before what it left is ended. */
    public static final Duration ORPHAN_GRACE = Duration.ofSeconds(2);
    /** How long output may go on after that before reading stops. */
    public static final Duration END_GRACE = Duration.ofSeconds(1);

    private static final System.Logger LOG = System.getLogger(StreamedProcess.class.getName());
    private static final int READ_CHARS = 8192;

    /** What the bindings that use it do differently. */
    public interface Control {

        /** Ends the process and everything it started ({@link #kill}, and what is left after its exit). */
        void end(ProcessHandle process);

        /** Interrupts what runs; by default nothing (no signal, no console to write ^C to). */
        default void interrupt(StreamedProcess process) {}

        /** Tells the process its new size; by default nothing (pipes have none). */
        default void resize(int cols, int rows) {}
    }

    private final Process process;
    private final ProcessHandle handle;
    private final ProcessOutput output;
    private final Control control;
    private final StreamInput input;
    private final CountDownLatch outputEnded = new CountDownLatch(1);
    private final AtomicBoolean killed = new AtomicBoolean();
    private final Object delivery = new Object();
    private boolean finished;

    private StreamedProcess(Process process, ProcessHandle handle, ProcessOutput output, Control control) {
        this.process = process;
        this.handle = handle;
        this.output = output;
        this.control = control;
        this.input = new StreamInput(process.getOutputStream());
    }

    /**
     * Begins reading, writing and waiting for {@code process}, which merges its standard error into
     * its output (a pseudoterminal does; on pipes, {@link ProcessBuilder#redirectErrorStream}).
     *
     * @param handle the process's handle, taken while it ran (its start time keeps a kill from
     *     reaching another process given its id later), or null when there is none to take
     */
    public static StreamedProcess start(Process process, ProcessHandle handle, ProcessOutput output, Control control) {
        StreamedProcess started = new StreamedProcess(process, handle, output, control);
        long pid = process.pid();
        started.input.start(pid);
        Thread.ofPlatform().daemon().name("ahp-streams-output-" + pid).start(started::read);
        Thread.ofPlatform().daemon().name("ahp-streams-exit-" + pid).start(started::awaitExit);
        return started;
    }

    @Override
    public long pid() {
        return process.pid();
    }

    @Override
    public void write(String data) {
        input.offer(data);
    }

    @Override
    public void resize(int cols, int rows) {
        control.resize(cols, rows);
    }

    @Override
    public void interrupt() {
        control.interrupt(this);
    }

    /** Ends the process and everything it started, once ({@link Control#end}). */
    @Override
    public void kill() {
        if (killed.compareAndSet(false, true)) {
            if (handle != null) {
                control.end(handle);
            } else {
                process.destroyForcibly();
            }
        }
    }

    private void read() {
        try (Reader reader = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
            char[] chars = new char[READ_CHARS];
            int count;
            while ((count = reader.read(chars)) >= 0) {
                if (count > 0) {
                    deliver(new String(chars, 0, count));
                }
            }
        } catch (IOException ended) {
            // A stream closed under the reader ends the output as its end would.
            LOG.log(Level.DEBUG, "Output of pid " + process.pid() + " ended: " + ended.getMessage());
        } finally {
            outputEnded.countDown();
        }
    }

    private void deliver(String chunk) {
        synchronized (delivery) {
            if (finished) {
                return;
            }
            try {
                output.onData(chunk);
            } catch (RuntimeException failure) {
                LOG.log(Level.WARNING, "The output's receiver failed", failure);
            }
        }
    }

    private void awaitExit() {
        int code = waitFor();
        if (!awaitOutputEnd(ORPHAN_GRACE)) {
            LOG.log(Level.INFO, "Process " + process.pid() + " exited; what it started still holds the output: ending it");
            if (handle != null) {
                control.end(handle);
            }
            if (!awaitOutputEnd(END_GRACE)) {
                LOG.log(Level.INFO, "Something still holds the output of process " + process.pid() + ": reading stops");
            }
        }
        input.close();
        synchronized (delivery) {
            finished = true;
            try {
                output.onExit(ExitStatus.exited(code));
            } catch (RuntimeException failure) {
                LOG.log(Level.WARNING, "The exit's receiver failed", failure);
            }
        }
    }

    private int waitFor() {
        while (true) {
            try {
                return process.waitFor();
            } catch (InterruptedException ignored) {
                // Only the process's exit ends this wait.
            }
        }
    }

    private boolean awaitOutputEnd(Duration grace) {
        try {
            return outputEnded.await(grace.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return outputEnded.getCount() == 0;
        }
    }
}
