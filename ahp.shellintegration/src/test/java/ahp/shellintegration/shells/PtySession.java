package ahp.shellintegration.shells;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.spi.MarkTracker;
import com.pty4j.PtyProcess;
import com.pty4j.PtyProcessBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;

/**
 * A real program under a real pseudoterminal (pty4j), its output read on a platform thread and fed
 * to a {@link MarkTracker} as the store feeds it: every chunk after it arrived, every typed input
 * before it is written. Waits are for a condition on what was read, with a deadline.
 */
final class PtySession implements AutoCloseable {

    private final PtyProcess process;
    private final MarkTracker tracker;
    private final OutputStream input;
    private final Thread reader;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final StringBuilder raw = new StringBuilder();
    private final List<TerminalAction> actions = new ArrayList<>();
    private boolean ended;

    private PtySession(PtyProcess process, MarkTracker tracker) {
        this.process = process;
        this.tracker = tracker;
        this.input = process.getOutputStream();
        this.reader = Thread.ofPlatform().name("pty-reader-" + process.pid()).daemon().start(this::read);
    }

    /** Starts {@code argv} in {@code cwd} with exactly {@code env}, 120 by 40. */
    static PtySession start(List<String> argv, Map<String, String> env, Path cwd, MarkTracker tracker)
            throws IOException {
        PtyProcess process = new PtyProcessBuilder(argv.toArray(String[]::new))
                .setEnvironment(env)
                .setDirectory(cwd.toString())
                .setInitialColumns(120)
                .setInitialRows(40)
                .setConsole(false)
                .setUnixOpenTtyToPreserveOutputAfterTermination(true)
                .start();
        return new PtySession(process, tracker);
    }

    private void read() {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        ByteBuffer bytes = ByteBuffer.allocate(16384);
        CharBuffer chars = CharBuffer.allocate(16384);
        try (InputStream in = process.getInputStream()) {
            int n;
            while ((n = in.read(bytes.array(), bytes.position(), bytes.remaining())) > 0) {
                bytes.position(bytes.position() + n);
                bytes.flip();
                decoder.decode(bytes, chars, false);
                bytes.compact();
                chars.flip();
                String chunk = chars.toString();
                chars.clear();
                if (!chunk.isEmpty()) {
                    lock.lock();
                    try {
                        raw.append(chunk);
                        tracker.output(chunk, actions::add);
                        changed.signalAll();
                    } finally {
                        lock.unlock();
                    }
                }
            }
        } catch (IOException endOfTerminal) {
            // The pseudoterminal closed: the program is gone.
        } finally {
            lock.lock();
            try {
                tracker.end(actions::add);
                ended = true;
                changed.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    /** Types {@code text}: the tracker sees it first, as the store's {@code terminal/input}. */
    void type(String text) throws IOException {
        lock.lock();
        try {
            tracker.input(text);
        } finally {
            lock.unlock();
        }
        input.write(text.getBytes(StandardCharsets.UTF_8));
        input.flush();
    }

    /** Waits until {@code condition} holds of what was read so far. */
    void await(String what, Duration timeout, Predicate<PtySession> condition) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        lock.lock();
        try {
            while (!condition.test(this)) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("timed out waiting for " + what + "; output so far:\n"
                            + visible(raw.toString()));
                }
                changed.awaitNanos(left);
            }
        } finally {
            lock.unlock();
        }
    }

    /** How often {@code needle} occurs in the raw output (marks included). */
    int count(String needle) {
        lock.lock();
        try {
            int count = 0;
            for (int at = raw.indexOf(needle); at >= 0; at = raw.indexOf(needle, at + needle.length())) {
                count++;
            }
            return count;
        } finally {
            lock.unlock();
        }
    }

    /** The raw output so far. */
    String raw() {
        lock.lock();
        try {
            return raw.toString();
        } finally {
            lock.unlock();
        }
    }

    /** The tracker's actions so far. */
    List<TerminalAction> actions() {
        lock.lock();
        try {
            return List.copyOf(actions);
        } finally {
            lock.unlock();
        }
    }

    /** How many actions of {@code type} the tracker sent so far. */
    long countActions(Class<? extends TerminalAction> type) {
        return actions().stream().filter(type::isInstance).count();
    }

    /** Waits for the program to exit and its output to be read; its exit code. */
    int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the program did not exit; output so far:\n" + visible(raw()));
        }
        await("the end of the output", timeout, session -> session.ended);
        return process.exitValue();
    }

    /** Ends the program and whatever it started, if it is still there, and the reader with it. */
    @Override
    public void close() {
        try {
            if (process.isAlive()) {
                ProcessHandle.of(process.pid()).ifPresent(h -> h.descendants().forEach(ProcessHandle::destroyForcibly));
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
            reader.join(Duration.ofSeconds(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** {@code text} with control characters made visible, for failure messages. */
    static String visible(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '\n') {
                out.append("\\n\n");
            } else if (c < 0x20 || c == 0x7f) {
                out.append(String.format("\\x%02x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
