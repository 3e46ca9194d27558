package ahp.screen;

import ahp.terminals.api.spi.Screen;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A headless screen whose cost stays off the path from the process to its clients.
 *
 * <p>{@link #write} only scans (for the modes and the cursor query, see {@link ModeScanner}) and
 * queues the chunk: the modes are known at once. The full jline screen is brought up to date later,
 * on a virtual thread once the output pauses ({@link ScreenTuning#quiet()}) or has waited
 * {@link ScreenTuning#maxLag()}, and at once when somebody needs it: {@link #render()}, a resize of
 * the jline screen, or a cursor query, which is answered only after every character before it has
 * been applied. What waits is bounded ({@link Backlog}): a screen that falls too far behind starts
 * again from the most recent output instead of slowing the reader. So a burst costs one scan here,
 * and jline parses what the screen needs to show, not every byte that went past.
 *
 * <p>Replies to cursor queries are delivered on the thread that called {@link #write}.
 */
final class JlineScreen implements Screen {

    /**
     * The most characters queued as one piece: a quarter of what a trimmed backlog keeps, so it
     * always has several pieces to start from at a point between sequences.
     */
    private static final int PIECE = 1 << 14;

    private final ScreenTuning tuning;
    private final Consumer<String> replies;
    private final ModeScanner scanner = new ModeScanner();
    private final ChunkEvents queries = new ChunkEvents(scanner);

    /** Guards the backlog, the applier's state, the alternate-screen waiter and {@link #closed}. */
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Backlog backlog;
    private long lastWriteAt;
    private boolean applierRunning;
    private CompletableFuture<Void> alternateWaiter;
    private volatile boolean closed;

    /** Guards the jline screen; taken before {@link #lock} when both are needed. */
    private final ReentrantLock canvasLock = new ReentrantLock();
    private final JlineCanvas canvas;

    JlineScreen(int cols, int rows, Consumer<String> replies, ScreenTuning tuning) {
        requireSize(cols, rows);
        this.tuning = tuning;
        this.replies = replies;
        this.backlog = new Backlog(cols, rows, tuning.backlogLimit(), tuning.backlogKeep());
        this.canvas = new JlineCanvas(cols, rows, tuning.historyRows());
    }

    private static void requireSize(int cols, int rows) {
        if (cols < 1 || rows < 1) {
            throw new IllegalArgumentException("a screen has at least one column and one row, not " + cols + "x" + rows);
        }
    }

    @Override
    public void write(String chunk) {
        if (closed || chunk.isEmpty()) {
            return;
        }
        synchronized (queries) {
            // A huge chunk is queued in pieces, so that the backlog can keep the newest of it.
            for (int from = 0; from < chunk.length(); ) {
                int to = Math.min(chunk.length(), from + PIECE);
                if (to < chunk.length() && Character.isHighSurrogate(chunk.charAt(to - 1))) {
                    to++;
                }
                writePiece(chunk, from, to);
                from = to;
            }
        }
    }

    private void writePiece(String chunk, int from, int to) {
        boolean groundAtStart = scanner.atGround();
        queries.clear();
        scanner.scan(chunk, from, to, queries);
        if (queries.enteredAlternate()) {
            settleAlternateWaiter(null);
        }
        int start = from;
        for (int i = 0; i < queries.count(); i++) {
            int end = queries.end(i);
            enqueue(new Backlog.Text(chunk, start, end, groundAtStart, true, queries.alternateAt(i)));
            answerCursorQuery();
            start = end;
            groundAtStart = true;
        }
        if (start < to) {
            enqueue(new Backlog.Text(chunk, start, to, groundAtStart, scanner.atGround(), scanner.alternateScreen()));
        }
    }

    private void enqueue(Backlog.Text text) {
        lock.lock();
        try {
            long now = System.nanoTime();
            backlog.add(text, now);
            lastWriteAt = now;
            startApplier();
        } finally {
            lock.unlock();
        }
    }

    private void answerCursorQuery() {
        String report = withCanvas(JlineCanvas::cursorReport);
        if (!closed) {
            replies.accept(report);
        }
    }

    @Override
    public void resize(int cols, int rows) {
        requireSize(cols, rows);
        lock.lock();
        try {
            if (closed) {
                return;
            }
            backlog.add(new Backlog.Resize(cols, rows), System.nanoTime());
            startApplier();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public boolean isInAltBuffer() {
        return scanner.alternateScreen();
    }

    @Override
    public boolean isBracketedPasteMode() {
        return scanner.bracketedPaste();
    }

    /** Whether the program shows its cursor ({@code ?25}). */
    boolean isCursorVisible() {
        return scanner.cursorVisible();
    }

    @Override
    public CompletionStage<Void> whenAltBuffer() {
        lock.lock();
        try {
            if (scanner.alternateScreen()) {
                return CompletableFuture.completedStage(null);
            }
            if (closed) {
                return CompletableFuture.failedStage(new CancellationException("the screen is closed"));
            }
            if (alternateWaiter == null) {
                alternateWaiter = new CompletableFuture<>();
            }
            return alternateWaiter.minimalCompletionStage();
        } finally {
            lock.unlock();
        }
    }

    /** Completes (or, with a failure, fails) whoever waits for the alternate screen, off this thread. */
    private void settleAlternateWaiter(Throwable failure) {
        CompletableFuture<Void> waiter;
        lock.lock();
        try {
            waiter = alternateWaiter;
            alternateWaiter = null;
        } finally {
            lock.unlock();
        }
        if (waiter != null) {
            Thread.ofVirtual().name("ahp-screen-alt").start(() -> {
                if (failure == null) {
                    waiter.complete(null);
                } else {
                    waiter.completeExceptionally(failure);
                }
            });
        }
    }

    @Override
    public String render() {
        return closed ? "" : withCanvas(JlineCanvas::render);
    }

    /** Rows jline holds above the screen, once everything waiting is applied. */
    int historyRows() {
        return withCanvas(JlineCanvas::historyRows);
    }

    /** Characters of output waiting to be applied. */
    long waitingCharacters() {
        lock.lock();
        try {
            return backlog.characters();
        } finally {
            lock.unlock();
        }
    }

    /** Characters of output dropped unapplied because the screen fell too far behind. */
    long droppedCharacters() {
        lock.lock();
        try {
            return backlog.dropped();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        lock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            backlog.clear();
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        settleAlternateWaiter(new CancellationException("the screen was closed"));
    }

    /** Applies everything waiting, then asks the canvas. */
    private <T> T withCanvas(Function<JlineCanvas, T> question) {
        canvasLock.lock();
        try {
            applyWaiting(false);
            return question.apply(canvas);
        } finally {
            canvasLock.unlock();
        }
    }

    /** Applies what waits; {@code streaming}: output has not paused, so only its newest part. */
    private void applyWaiting(boolean streaming) {
        canvasLock.lock();
        try {
            List<Backlog.Item> items;
            lock.lock();
            try {
                if (streaming) {
                    backlog.trimTo(tuning.backlogKeep());
                }
                items = backlog.takeAll();
            } finally {
                lock.unlock();
            }
            canvas.apply(items);
        } finally {
            canvasLock.unlock();
        }
    }

    /** Under {@link #lock}: makes sure a virtual thread will apply what now waits. */
    private void startApplier() {
        if (!applierRunning) {
            applierRunning = true;
            Thread.ofVirtual().name("ahp-screen-applier").start(this::applyWhenDue);
        }
    }

    private void applyWhenDue() {
        long quiet = tuning.quiet().toNanos();
        long maxLag = tuning.maxLag().toNanos();
        while (true) {
            boolean streaming;
            lock.lock();
            try {
                if (closed || backlog.isEmpty()) {
                    applierRunning = false;
                    return;
                }
                long now = System.nanoTime();
                long quietAt = lastWriteAt + quiet;
                long dueAt = Math.min(quietAt, backlog.oldestAt() + maxLag);
                if (now - dueAt < 0) {
                    changed.awaitNanos(dueAt - now);
                    continue;
                }
                streaming = now - quietAt < 0;
            } catch (InterruptedException e) {
                applierRunning = false;
                return;
            } finally {
                lock.unlock();
            }
            applyWaiting(streaming);
        }
    }
}
