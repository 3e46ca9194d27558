package ahp.terminals.pipes.process;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;

import ahp.terminals.pipes.posix.CallFrame;
import ahp.terminals.pipes.posix.Fds;
import ahp.terminals.pipes.posix.PosixException;
import java.lang.System.Logger.Level;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Writes what a terminal's clients type to its process's input pipe, in order, on a platform thread
 * of its own: a child that does not read its input blocks this thread, never the caller. The thread
 * owns the pipe's write end and closes it when it is done.
 */
final class InputPump implements Runnable {

    private static final System.Logger LOG = System.getLogger(InputPump.class.getName());
    private static final byte[] END = new byte[0];
    private static final int WRITE_BYTES = 64 * 1024;

    private final int fd;
    private final LinkedBlockingQueue<byte[]> queue = new LinkedBlockingQueue<>();
    private volatile boolean closed;

    /** A pump writing to {@code fd}, which it now owns. */
    InputPump(int fd) {
        this.fd = fd;
    }

    /** Starts the writer thread. */
    void start(int pid) {
        Thread.ofPlatform().daemon().name("ahp-pipes-input-" + pid).start(this);
    }

    /** Queues {@code data}, UTF-8; dropped once the pump is closed. */
    void offer(String data) {
        if (!closed && !data.isEmpty()) {
            queue.add(data.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Drops what was not written yet and closes the pipe. */
    void close() {
        closed = true;
        queue.clear();
        queue.add(END);
    }

    @Override
    public void run() {
        boolean broken = false;
        try (CallFrame frame = new CallFrame()) {
            MemorySegment buffer = frame.allocate(WRITE_BYTES);
            while (true) {
                byte[] next = take();
                if (next == END) {
                    return;
                }
                for (int from = 0; !broken && from < next.length; from += WRITE_BYTES) {
                    int count = Math.min(WRITE_BYTES, next.length - from);
                    MemorySegment.copy(next, from, buffer, JAVA_BYTE, 0, count);
                    try {
                        Fds.writeFully(frame, fd, buffer.asSlice(0, count));
                    } catch (PosixException failure) {
                        // EPIPE: the process closed its input; nothing more can reach it.
                        broken = true;
                        LOG.log(Level.DEBUG, "Input is no longer read: " + failure.getMessage());
                    }
                }
            }
        } finally {
            Fds.close(fd);
        }
    }

    private byte[] take() {
        while (true) {
            try {
                return queue.take();
            } catch (InterruptedException ignored) {
                // Only close() ends this thread.
            }
        }
    }
}
