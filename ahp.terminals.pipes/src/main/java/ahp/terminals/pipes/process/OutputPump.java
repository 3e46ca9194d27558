package ahp.terminals.pipes.process;

import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.pipes.posix.CallFrame;
import ahp.terminals.pipes.posix.Fds;
import ahp.terminals.pipes.posix.PosixException;
import java.lang.System.Logger.Level;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Reads a process's output pipe (its standard output and standard error, one pipe so their
 * interleaving is kept) to its end on a platform thread of its own, decoding it as one UTF-8 stream
 * and delivering each read as it comes. It can be told to stop before the end ({@link #abandon}):
 * it then delivers what the pipe already holds and stops.
 */
final class OutputPump implements Runnable {

    private static final System.Logger LOG = System.getLogger(OutputPump.class.getName());
    private static final int READ_BYTES = 64 * 1024;
    /** Reads made after being told to stop: what a full pipe holds, and then some; never forever. */
    private static final int READS_AFTER_ABANDON = 64;

    private final int fd;
    private final int wakeRead;
    private final int wakeWrite;
    private final ProcessOutput sink;
    private final CountDownLatch ended = new CountDownLatch(1);
    private Thread thread;

    /**
     * A pump reading {@code fd}, which it now owns.
     *
     * @param wake a pipe ({@code {read, write}}) that {@link #abandon} writes to; this pump owns both ends
     */
    OutputPump(int fd, int[] wake, ProcessOutput sink) {
        this.fd = fd;
        this.wakeRead = wake[0];
        this.wakeWrite = wake[1];
        this.sink = sink;
    }

    /** Starts the reader thread. */
    void start(int pid) {
        thread = Thread.ofPlatform().daemon().name("ahp-pipes-output-" + pid).start(this);
    }

    /** Waits up to {@code limit} for the end of the output; whether it came. */
    boolean awaitEnd(Duration limit) {
        try {
            return ended.await(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return ended.getCount() == 0;
        }
    }

    /** Tells the reader to deliver what the pipe holds now and stop. */
    void abandon() {
        try (CallFrame frame = new CallFrame()) {
            MemorySegment one = frame.allocate(1);
            Fds.writeFully(frame, wakeWrite, one);
        } catch (PosixException failure) {
            LOG.log(Level.WARNING, "Could not stop reading: " + failure.getMessage());
        }
    }

    /** Waits until the reader has delivered its last chunk, then releases the wake pipe. */
    void join() {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException again) {
                interrupted = true;
            }
        }
        Fds.close(wakeWrite);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void run() {
        try (CallFrame frame = new CallFrame()) {
            MemorySegment buffer = frame.allocate(READ_BYTES);
            ByteBuffer bytes = buffer.asByteBuffer();
            Utf8Stream utf8 = new Utf8Stream(READ_BYTES);
            readToEnd(frame, buffer, bytes, utf8);
            bytes.flip();
            deliver(utf8.finish(bytes));
        } catch (PosixException | RuntimeException failure) {
            LOG.log(Level.WARNING, "Reading the output stopped: " + failure, failure);
        } finally {
            Fds.close(fd);
            Fds.close(wakeRead);
            ended.countDown();
        }
    }

    private void readToEnd(CallFrame frame, MemorySegment buffer, ByteBuffer bytes, Utf8Stream utf8)
            throws PosixException {
        int readsLeft = -1;
        while (readsLeft != 0) {
            boolean[] ready = Fds.poll(frame, readsLeft < 0 ? -1 : 0, fd, wakeRead);
            if (ready[1] && readsLeft < 0) {
                readsLeft = READS_AFTER_ABANDON;
            }
            if (!ready[0]) {
                if (readsLeft >= 0) {
                    return;
                }
                continue;
            }
            int count = Fds.read(frame, fd, buffer.asSlice(bytes.position(), bytes.remaining()));
            if (count == 0) {
                return;
            }
            bytes.position(bytes.position() + count).flip();
            deliver(utf8.decode(bytes));
            if (readsLeft > 0) {
                readsLeft--;
            }
        }
    }

    private void deliver(String chunk) {
        if (chunk.isEmpty()) {
            return;
        }
        try {
            sink.onData(chunk);
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "The output's receiver failed; reading goes on", failure);
        }
    }
}
