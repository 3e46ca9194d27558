package ahp.server.host;

import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.terminal.TerminalAction;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The last envelopes the host sent, for {@code reconnect}: a client that missed nothing older than
 * these is replayed exactly what it missed; one that did is sent snapshots instead. Not
 * thread-safe: used under the host's sequence lock.
 *
 * <p>It keeps at most {@link #DEFAULT_CAPACITY} envelopes, as VS Code's host does, and at most
 * {@link #DEFAULT_MAX_DATA_CHARS} characters of output ({@code terminal/data}) among them. Without the
 * second bound a streaming terminal's last thousand chunks (32 KiB each when gathered) stayed
 * reachable here: 30 MB of output that every young collection found alive, so all output was
 * promoted to the old generation, and after the stream the last thousand chunks stayed (bench/NOTES.md,
 * *Memory under load*). A gap of more output than a terminal's scrollback holds is cheaper to heal with
 * a snapshot than with a replay anyway, and interactive output (an echo, a prompt) is far below the
 * bound, so for it the thousand envelopes still decide.
 */
final class ReplayBuffer {

    /** How many envelopes are kept, as VS Code's host keeps. */
    static final int DEFAULT_CAPACITY = 1_000;

    /** Characters of {@code terminal/data} kept, about a terminal's scrollback (200,000). */
    static final long DEFAULT_MAX_DATA_CHARS = 256 * 1024;

    private final int capacity;
    private final long maxDataChars;
    private final ArrayDeque<ActionEnvelope> envelopes = new ArrayDeque<>();
    private long dataChars;
    private long lastForgotten;

    ReplayBuffer(int capacity) {
        this(capacity, DEFAULT_MAX_DATA_CHARS);
    }

    /** A buffer of at most {@code capacity} envelopes holding at most {@code maxDataChars} characters of output. */
    ReplayBuffer(int capacity, long maxDataChars) {
        if (capacity < 1 || maxDataChars < 1) {
            throw new IllegalArgumentException("bounds must be positive");
        }
        this.capacity = capacity;
        this.maxDataChars = maxDataChars;
    }

    /**
     * Keeps {@code envelope}, forgetting the oldest beyond either bound; the newest is always kept,
     * however much output it holds.
     */
    void add(ActionEnvelope envelope) {
        envelopes.addLast(envelope);
        dataChars += dataChars(envelope);
        while (envelopes.size() > capacity || dataChars > maxDataChars && envelopes.size() > 1) {
            ActionEnvelope oldest = envelopes.removeFirst();
            dataChars -= dataChars(oldest);
            lastForgotten = oldest.serverSeq();
        }
    }

    private static long dataChars(ActionEnvelope envelope) {
        return envelope.action() instanceof TerminalAction.Data data && data.data() != null ? data.data().length() : 0;
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
