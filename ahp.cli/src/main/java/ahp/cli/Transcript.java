package ahp.cli;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import tools.jackson.databind.JsonNode;

/**
 * What one terminal channel printed, as its {@code terminal/data} actions arrive, and whether it
 * exited: a client that waits for text to appear rather than for time to pass.
 */
final class Transcript {

    private final String uri;
    private final boolean keepText;
    private final StringBuilder text = new StringBuilder();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private boolean exited;

    /**
     * @param uri the terminal's channel
     * @param keepText whether its text is kept to be looked in, or only its exit watched
     */
    Transcript(String uri, boolean keepText) {
        this.uri = uri;
        this.keepText = keepText;
    }

    /** Takes one action envelope of any channel; those of this one are kept. */
    void accept(JsonNode envelope) {
        if (!uri.equals(envelope.path("channel").asString("")) || envelope.has("rejectionReason")) {
            return;
        }
        JsonNode action = envelope.path("action");
        String type = action.path("type").asString("");
        lock.lock();
        try {
            if (type.equals("terminal/data")) {
                if (!keepText) {
                    return;
                }
                text.append(action.path("data").asString(""));
            } else if (type.equals("terminal/exited")) {
                exited = true;
            } else {
                return;
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** How many characters have arrived so far: a mark to look for new text after. */
    int length() {
        lock.lock();
        try {
            return text.length();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits until {@code needle} has arrived after {@code from}, or the terminal exited without it;
     * whether it arrived.
     */
    boolean await(String needle, int from, Duration deadline) throws IOException {
        awaitUntil(() -> exited || text.indexOf(needle, from) >= 0, deadline, "\"" + needle.strip() + "\"");
        return textHas(needle, from);
    }

    /** Marks the terminal exited, as its state said when it was subscribed to. */
    void exited() {
        lock.lock();
        try {
            exited = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Waits until the terminal has exited. */
    void awaitExit(Duration deadline) throws IOException {
        awaitUntil(() -> exited, deadline, "its exit");
    }

    private boolean textHas(String needle, int from) {
        lock.lock();
        try {
            return text.indexOf(needle, from) >= 0;
        } finally {
            lock.unlock();
        }
    }

    private void awaitUntil(BooleanSupplier done, Duration deadline, String what) throws IOException {
        long end = System.nanoTime() + deadline.toNanos();
        lock.lock();
        try {
            while (!done.getAsBoolean()) {
                long left = end - System.nanoTime();
                if (left <= 0) {
                    throw new IOException(uri + " did not print " + what + " within " + deadline.toSeconds() + " s");
                }
                changed.await(left, TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for " + what + " from " + uri, interrupted);
        } finally {
            lock.unlock();
        }
    }
}
