package ahp.protocol.chat;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Where a {@link ChatState} keeps the {@link PartIndex} of its active turn's parts for the next
 * reduction. The index moves from a state to the state after it (it is changed in place on the way),
 * so it is taken out, not shared: a second reduction of the same state, from any thread, finds the
 * slot empty and builds an index of its own. The atomic exchange also makes the changes of the thread
 * that put an index here visible to the thread that takes it.
 */
final class PartIndexSlot {

    private final AtomicReference<PartIndex> held = new AtomicReference<>();

    /** The index held here, now no longer held, or null. */
    PartIndex take() {
        return held.getAndSet(null);
    }

    /** Holds {@code index} for the next reduction, unless the slot already holds one. */
    void offer(PartIndex index) {
        held.compareAndSet(null, index);
    }
}
