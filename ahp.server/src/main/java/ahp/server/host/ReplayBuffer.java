package ahp.server.host;

import ahp.protocol.command.ActionEnvelope;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The last envelopes the host sent, for {@code reconnect}: a client that missed nothing older than
 * these is replayed exactly what it missed. Not thread-safe: used under the host's sequence lock.
 */
final class ReplayBuffer {

    /** How many envelopes are kept, as VS Code's host keeps. */
    static final int DEFAULT_CAPACITY = 1_000;

    private final int capacity;
    private final ArrayDeque<ActionEnvelope> envelopes = new ArrayDeque<>();
    private long lastForgotten;

    ReplayBuffer(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
    }

    /** Keeps {@code envelope}, forgetting the oldest beyond the capacity. */
    void add(ActionEnvelope envelope) {
        envelopes.addLast(envelope);
        if (envelopes.size() > capacity) {
            lastForgotten = envelopes.removeFirst().serverSeq();
        }
    }

    /**
     * Every kept envelope after {@code lastSeen} on one of {@code channels}, oldest first; empty when
     * an envelope after {@code lastSeen} has been forgotten already, or {@code lastSeen} is ahead of
     * {@code current} (a number from another run of the daemon).
     */
    Optional<List<ActionEnvelope>> since(long lastSeen, long current, Set<String> channels) {
        if (lastSeen > current || lastSeen < lastForgotten) {
            return Optional.empty();
        }
        List<ActionEnvelope> missed = new ArrayList<>();
        for (ActionEnvelope envelope : envelopes) {
            if (envelope.serverSeq() > lastSeen && channels.contains(envelope.channel())) {
                missed.add(envelope);
            }
        }
        return Optional.of(missed);
    }
}
