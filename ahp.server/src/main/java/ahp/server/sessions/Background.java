package ahp.server.sessions;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Work the sessions do off the thread that asked for it (a command's ending: its call, its turn and
 * what is kept), on virtual threads it can wait for: a stopping daemon lets the endings under way
 * finish their writes before it goes.
 */
final class Background {

    private final Set<Thread> running = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    /** Runs {@code work} on a virtual thread named {@code name}; false (nothing runs) once closed. */
    boolean run(String name, Runnable work) {
        if (closed) {
            return false;
        }
        Thread thread = Thread.ofVirtual().name(name).unstarted(() -> {
            try {
                work.run();
            } finally {
                running.remove(Thread.currentThread());
            }
        });
        running.add(thread);
        thread.start();
        return true;
    }

    /** Takes no more work and waits up to {@code timeout} for the work under way. */
    void close(Duration timeout) {
        closed = true;
        await(timeout);
    }

    /** Waits up to {@code timeout} for the work under way. */
    void await(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (Thread thread : Set.copyOf(running)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            try {
                thread.join(Duration.ofNanos(left));
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
