package ahp.machines.docker.exec;

import java.lang.System.Logger.Level;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Tasks run one after another, in the order given, on one virtual thread of their own: a process's
 * writes, or its resizes, off the caller's thread. Once closed, what is queued still runs and
 * nothing more is taken.
 */
final class Serial {

    private static final System.Logger LOG = System.getLogger(Serial.class.getName());
    private static final Runnable STOP = () -> { };

    private final BlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
    private volatile boolean closed;

    /** Starts the thread, named {@code name}. */
    Serial(String name) {
        Thread.ofVirtual().name(name).start(this::run);
    }

    /** Queues {@code task}; dropped once closed. */
    void submit(Runnable task) {
        if (!closed) {
            tasks.add(task);
        }
    }

    /** Takes no more tasks; the thread ends after those queued. */
    void close() {
        closed = true;
        tasks.add(STOP);
    }

    private void run() {
        while (true) {
            Runnable task;
            try {
                task = tasks.take();
            } catch (InterruptedException interrupted) {
                return;
            }
            if (task == STOP) {
                return;
            }
            try {
                task.run();
            } catch (RuntimeException failure) {
                LOG.log(Level.WARNING, "A task of a container's process failed", failure);
            }
        }
    }
}
