package ahp.terminals.api.store;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * Where a screen's answers go (the cursor position for {@code ESC[6n}): to the process's input.
 * An answer given while the terminal's lock is held (the screen reading a chunk) is held until the
 * lock is released, so a write that blocks never stalls the output path.
 */
final class ScreenReplies implements Consumer<String> {

    private final ReentrantLock lock;
    private final ProcessPort process;
    private final List<String> held = new ArrayList<>();

    /** Replies written to {@code process}, deferred while {@code lock} is held by the replier. */
    ScreenReplies(ReentrantLock lock, ProcessPort process) {
        this.lock = lock;
        this.process = process;
    }

    @Override
    public void accept(String reply) {
        if (reply == null || reply.isEmpty()) {
            return;
        }
        if (lock.isHeldByCurrentThread()) {
            held.add(reply);
        } else {
            process.write(reply);
        }
    }

    /** Writes what was held; called without the lock. */
    void flush() {
        List<String> due;
        lock.lock();
        try {
            if (held.isEmpty()) {
                return;
            }
            due = List.copyOf(held);
            held.clear();
        } finally {
            lock.unlock();
        }
        due.forEach(process::write);
    }
}
