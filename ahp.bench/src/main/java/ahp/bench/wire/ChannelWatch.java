package ahp.bench.wire;

import ahp.bench.stats.Utf8;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import tools.jackson.databind.JsonNode;

/**
 * What one client has seen of one terminal channel: the bytes of its output (the snapshot's content
 * and every {@code terminal/data} after it, counted in UTF-8), its exit, and at most one awaited
 * text — the probe of the latency scenarios, stamped when the frame that completes it is read.
 *
 * <p>Written by the connection's reading thread, read and awaited by the scenario's.
 */
public final class ChannelWatch {

    private final String channel;
    private static final int HEAD = 256;

    private final StringBuilder text;
    private final StringBuilder head = new StringBuilder();
    private long bytes;
    private long bytesAfterExit;
    private boolean exited;
    private Integer exitCode;
    private long exitedAtNanos;
    private long bytesAtExit;
    private String lost;
    private String awaited;
    private final StringBuilder sinceArmed = new StringBuilder();
    private long matchedAtNanos;
    /** The count {@link #awaitBytes} waits for, or {@link Long#MAX_VALUE} while nobody waits for bytes. */
    private long bytesAwaited = Long.MAX_VALUE;

    /** Watches {@code channel}; with {@code keepText} it also keeps the whole output. */
    ChannelWatch(String channel, boolean keepText) {
        this.channel = channel;
        this.text = keepText ? new StringBuilder() : null;
    }

    /** The channel. */
    public String channel() {
        return channel;
    }

    synchronized void snapshot(JsonNode state) {
        for (JsonNode part : state.path("content").values()) {
            JsonNode output = part.has("output") ? part.path("output") : part.path("value");
            output(output.asString(""));
        }
        JsonNode lifecycle = state.path("lifecycle");
        if ("exited".equals(lifecycle.path("status").asString(""))) {
            exit(lifecycle.path("exitCode").isNumber() ? lifecycle.path("exitCode").intValue() : null);
        }
        notifyAll();
    }

    synchronized void accept(Envelope envelope) {
        switch (envelope.type()) {
            case "terminal/data" -> {
                if (envelope.data() != null && output(envelope.data())) {
                    notifyAll();
                }
            }
            case "terminal/exited" -> {
                exit(envelope.exitCode());
                notifyAll();
            }
            default -> { }
        }
    }

    synchronized void lost(String why) {
        lost = why;
        notifyAll();
    }

    /**
     * Counts {@code data} and looks at its text only where someone needs it (the head, the whole
     * output when kept, an armed probe). Returns whether a waiter is to be woken: a probe matched,
     * or the byte count reached what {@link #awaitBytes} waits for. Waking the scenario's thread
     * for every frame of a stream would cost the driver a thread switch per frame per client.
     */
    private boolean output(CharSequence data) {
        long count = data instanceof JsonText json ? json.utf8Length() : Utf8.byteCount(data);
        if (exited) {
            bytesAfterExit += count;
            return false;
        }
        bytes += count;
        if (head.length() < HEAD) {
            head.append(data, 0, Math.min(data.length(), HEAD - head.length()));
        }
        if (text != null) {
            text.append(data);
        }
        boolean wake = bytes >= bytesAwaited;
        if (awaited != null) {
            int from = Math.max(0, sinceArmed.length() - awaited.length() + 1);
            sinceArmed.append(data);
            if (sinceArmed.indexOf(awaited, from) >= 0) {
                matchedAtNanos = System.nanoTime();
                awaited = null;
                wake = true;
            }
        }
        return wake;
    }

    private void exit(Integer code) {
        if (!exited) {
            exited = true;
            exitCode = code;
            exitedAtNanos = System.nanoTime();
            bytesAtExit = bytes;
        }
    }

    /** The bytes of output seen so far. */
    public synchronized long bytes() {
        return bytes;
    }

    /** The first 256 characters of the output (fewer while fewer came). */
    public synchronized String head() {
        return head.toString();
    }

    /** The whole output, when it is kept; else null. */
    public synchronized String text() {
        return text == null ? null : text.toString();
    }

    /** Whether {@code terminal/exited} (or an exited snapshot) has been seen. */
    public synchronized boolean exited() {
        return exited;
    }

    /** The exit code the host reported, or null. */
    public synchronized Integer exitCode() {
        return exitCode;
    }

    /** When the exit was read ({@link System#nanoTime()}). */
    public synchronized long exitedAtNanos() {
        return exitedAtNanos;
    }

    /** The bytes of output seen when the exit was read. */
    public synchronized long bytesAtExit() {
        return bytesAtExit;
    }

    /** The bytes of output that came after the exit: none, from a host that keeps stream order. */
    public synchronized long bytesAfterExit() {
        return bytesAfterExit;
    }

    /** Waits until at least {@code count} bytes of output have been seen. */
    public synchronized void awaitBytes(long count, Duration timeout) throws TimeoutException {
        long deadline = System.nanoTime() + timeout.toNanos();
        bytesAwaited = count;
        try {
            while (bytes < count && !exited) {
                pause(deadline, () -> "no output on " + channel + " within " + timeout.toSeconds() + " s");
            }
        } finally {
            bytesAwaited = Long.MAX_VALUE;
        }
        if (bytes < count) {
            throw new TimeoutException(channel + " exited after " + bytes + " bytes, before " + count);
        }
    }

    /** Waits for the exit. */
    public synchronized void awaitExit(Duration timeout) throws TimeoutException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!exited) {
            pause(deadline, () -> "no terminal/exited on " + channel + " within " + timeout.toSeconds() + " s ("
                    + bytes + " bytes seen)");
        }
    }

    /** From now on, watches the output for {@code expected}; replaces any earlier probe. */
    public synchronized void arm(String expected) {
        if (expected.isEmpty()) {
            throw new IllegalArgumentException("nothing to await");
        }
        awaited = expected;
        sinceArmed.setLength(0);
        matchedAtNanos = 0;
    }

    /** Waits until the armed text has arrived; returns when it was read ({@link System#nanoTime()}). */
    public synchronized long awaitMatch(Duration timeout) throws TimeoutException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (matchedAtNanos == 0) {
            if (exited) {
                throw new TimeoutException(channel + " exited while a probe was awaited");
            }
            pause(deadline, () -> "the probe did not come back on " + channel + " within " + timeout.toSeconds() + " s");
        }
        return matchedAtNanos;
    }

    private void pause(long deadline, java.util.function.Supplier<String> timeoutMessage) throws TimeoutException {
        if (lost != null) {
            throw new TimeoutException("connection lost while watching " + channel + ": " + lost);
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new TimeoutException(timeoutMessage.get());
        }
        try {
            wait(Math.max(1, left / 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TimeoutException("interrupted while watching " + channel);
        }
    }
}
