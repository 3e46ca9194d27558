package ahp.server.host;

import ahp.protocol.Channels;
import ahp.protocol.root.RootAction;
import ahp.protocol.root.TerminalInfo;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Sends the root list ({@code root/terminalsChanged}, every row) after the list changed, at most
 * about once per {@link #WINDOW}.
 *
 * <p>Why: the list is whole, so publishing it on every open, exit, title or claim is quadratic in
 * the number of terminals. A thousand shells exiting together would queue a thousand lists of a
 * thousand rows to every root subscriber, far past a connection's queue bound, and the subscriber
 * would be cut off. Dropping envelopes already numbered is no way out (a client would see a gap in
 * {@code serverSeq}), so the lists are coalesced before they are numbered: a change when no list
 * went out during the last window is sent at once (leading edge); a change within the window marks
 * the list dirty, and one list goes out when the window ends, with the rows as they are then
 * (trailing edge). Every change is thus followed by a list that shows it, and a burst costs a list
 * per window instead of a list per change.
 */
final class RootListPublisher {

    /**
     * The shortest gap between two root lists. Short enough that a lone change is never late by
     * more than a blink, long enough that a burst costs at most 40 lists a second, however many
     * terminals change in it.
     */
    static final Duration WINDOW = Duration.ofMillis(25);

    private final Sequencer sequencer;
    private final Supplier<List<TerminalInfo>> rows;
    private final Executor trailingEdge = CompletableFuture.delayedExecutor(
            WINDOW.toNanos(), TimeUnit.NANOSECONDS, Thread::startVirtualThread);
    private CompletableFuture<Void> next = new CompletableFuture<>();
    private long lastPublished;
    private boolean anyPublished;
    private boolean trailingScheduled;

    /**
     * @param sequencer the host's sequence
     * @param rows the root list's rows; called under the sequence lock
     */
    RootListPublisher(Sequencer sequencer, Supplier<List<TerminalInfo>> rows) {
        this.sequencer = sequencer;
        this.rows = rows;
    }

    /**
     * Notes that the root list changed (the change is already applied under the sequence lock).
     *
     * @return completes once a list made after this call has been numbered and queued
     */
    CompletableFuture<Void> changed() {
        CompletableFuture<Void> published;
        synchronized (this) {
            published = next;
            if (trailingScheduled) {
                return published;
            }
            if (anyPublished && System.nanoTime() - lastPublished < WINDOW.toNanos()) {
                trailingScheduled = true;
                // The delay is the whole window, not its rest: simpler, and a burst only gets sparser.
                trailingEdge.execute(this::publishTrailing);
                return published;
            }
            startList();
        }
        sequence(published);
        return published;
    }

    private void publishTrailing() {
        CompletableFuture<Void> done;
        synchronized (this) {
            done = next;
            startList();
        }
        sequence(done);
    }

    /** Takes the turn of the list about to be sent: changes noted from here on wait for the next. */
    private void startList() {
        next = new CompletableFuture<>();
        trailingScheduled = false;
        anyPublished = true;
        lastPublished = System.nanoTime();
    }

    /**
     * Numbers and queues the list, then completes {@code done}. The rows are read under the sequence
     * lock, after every change noted before {@link #startList()}, so the list shows them all.
     */
    private void sequence(CompletableFuture<Void> done) {
        try {
            sequencer.publish(Channels.ROOT, () -> new RootAction.TerminalsChanged(rows.get()));
        } finally {
            done.complete(null);
        }
    }
}
