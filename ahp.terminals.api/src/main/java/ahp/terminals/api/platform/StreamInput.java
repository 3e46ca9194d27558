package ahp.terminals.api.platform;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Writes a {@link StreamedProcess}'s input on a platform thread of its own, in order: a process that
 * does not read blocks this thread, never the caller. Once closed, what was not written is dropped,
 * and so is anything written later.
 */
final class StreamInput implements Runnable {

    private static final System.Logger LOG = System.getLogger(StreamInput.class.getName());
    private static final byte[] END = new byte[0];

    private final OutputStream stream;
    private final LinkedBlockingQueue<byte[]> queue = new LinkedBlockingQueue<>();
    private volatile boolean closed;

    /** Input written to {@code stream}, which this now owns. */
    StreamInput(OutputStream stream) {
        this.stream = stream;
    }

    /** Starts the writer thread. */
    void start(long pid) {
        Thread.ofPlatform().daemon().name("ahp-streams-input-" + pid).start(this);
    }

    /** Queues {@code data}, UTF-8; dropped once closed. */
    void offer(String data) {
        if (!closed && !data.isEmpty()) {
            queue.add(data.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Drops what was not written yet and closes the stream. */
    void close() {
        closed = true;
        queue.clear();
        queue.add(END);
    }

    @Override
    public void run() {
        boolean broken = false;
        try {
            while (true) {
                byte[] next = take();
                if (next == END) {
                    return;
                }
                if (broken) {
                    continue;
                }
                try {
                    stream.write(next);
                    stream.flush();
                } catch (IOException failure) {
                    // The process closed its input, or is gone: nothing more reaches it.
                    broken = true;
                    LOG.log(Level.DEBUG, "Input is no longer read: " + failure.getMessage());
                }
            }
        } finally {
            try {
                stream.close();
            } catch (IOException ignored) {
                // Closed already, or the process is gone.
            }
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
