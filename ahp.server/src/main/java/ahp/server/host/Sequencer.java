package ahp.server.host;

import ahp.protocol.Action;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.ActionOrigin;
import ahp.protocol.version.EncodedEnvelope;
import ahp.server.transport.TextFrame;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * The host's one global sequence and who hears what. Every envelope is numbered, folded into the
 * host's state, kept for replay and queued to every subscriber of its channel under one lock, so each
 * connection receives envelopes in the order of their numbers and a snapshot taken under the lock
 * is exactly the state before the next number. Sending never waits on a peer (each connection
 * writes what its socket takes at once and queues the rest), so the lock is held briefly; nothing
 * under it calls into a terminal. Each envelope is encoded once per
 * distinct version shape, however many connections read it.
 */
final class Sequencer {

    private final ReentrantLock lock = new ReentrantLock();
    private final ReplayBuffer replay;
    private final Map<String, Set<Subscriber>> subscribers = new HashMap<>();
    private long serverSeq;
    private volatile java.util.function.BiConsumer<String, Subscriber> lastSubscriberGone = (channel, disconnected) -> { };

    Sequencer(int replayCapacity) {
        this.replay = new ReplayBuffer(replayCapacity);
    }

    /**
     * Numbers {@code action} on {@code channel}, runs {@code apply} (the host's own state change),
     * keeps it for replay and sends it to the channel's subscribers and to {@code from}.
     *
     * @param from the connection that dispatched it, or null for the host's own
     */
    void publish(String channel, Action action, ActionOrigin origin, Subscriber from, Runnable apply) {
        lock.lock();
        try {
            apply.run();
            ActionEnvelope envelope = new ActionEnvelope(channel, action, ++serverSeq, origin, null);
            replay.add(envelope);
            Set<Subscriber> audience = new LinkedHashSet<>(subscribers.getOrDefault(channel, Set.of()));
            if (from != null) {
                audience.add(from);
            }
            deliver(envelope, audience);
        } finally {
            lock.unlock();
        }
    }

    /** Numbers an action computed under the lock (the root list after a change), and sends it. */
    void publish(String channel, Supplier<Action> action) {
        lock.lock();
        try {
            publish(channel, action.get(), null, null, () -> { });
        } finally {
            lock.unlock();
        }
    }

    /**
     * Echoes a refused action to the client that dispatched it, and to nobody else: nothing changed,
     * so nothing is kept for replay.
     */
    void reject(String channel, Action action, ActionOrigin origin, Subscriber from, String reason) {
        lock.lock();
        try {
            deliver(new ActionEnvelope(channel, action, ++serverSeq, origin, reason), Set.of(from));
        } finally {
            lock.unlock();
        }
    }

    /** Runs {@code work} under the lock: snapshots, subscription changes, handshakes. */
    <T> T locked(Supplier<T> work) {
        lock.lock();
        try {
            return work.get();
        } finally {
            lock.unlock();
        }
    }

    /** The number of the last envelope; call under the lock for a snapshot's {@code fromSeq}. */
    long current() {
        return serverSeq;
    }

    /** Adds a subscriber to a channel; call under the lock, with the snapshot. */
    void subscribe(String channel, Subscriber subscriber) {
        requireLock();
        subscribers.computeIfAbsent(channel, key -> new LinkedHashSet<>()).add(subscriber);
    }

    /**
     * Tells {@code listener}, outside the lock, of each channel whose last subscriber left, with that
     * subscriber when it left by losing its connection (null when it unsubscribed): what a resource
     * watch is released by.
     */
    void onLastSubscriberGone(java.util.function.BiConsumer<String, Subscriber> listener) {
        lastSubscriberGone = listener;
    }

    /** Whether anyone is subscribed to {@code channel}. */
    boolean hasSubscribers(String channel) {
        return locked(() -> !subscribers.getOrDefault(channel, Set.of()).isEmpty());
    }

    /** Removes a subscriber from a channel. */
    void unsubscribe(String channel, Subscriber subscriber) {
        boolean emptied = false;
        lock.lock();
        try {
            Set<Subscriber> set = subscribers.get(channel);
            if (set != null && set.remove(subscriber) && set.isEmpty()) {
                subscribers.remove(channel);
                emptied = true;
            }
        } finally {
            lock.unlock();
        }
        if (emptied) {
            lastSubscriberGone.accept(channel, null);
        }
    }

    /** Removes a subscriber from every channel (its connection is gone). */
    void unsubscribeAll(Subscriber subscriber) {
        List<String> emptied = new java.util.ArrayList<>();
        lock.lock();
        try {
            subscribers.forEach((channel, set) -> {
                if (set.remove(subscriber) && set.isEmpty()) {
                    emptied.add(channel);
                }
            });
            subscribers.values().removeIf(Set::isEmpty);
        } finally {
            lock.unlock();
        }
        emptied.forEach(channel -> lastSubscriberGone.accept(channel, subscriber));
    }

    /** Removes every subscriber of a channel that is gone. */
    void dropChannel(String channel) {
        lock.lock();
        try {
            subscribers.remove(channel);
        } finally {
            lock.unlock();
        }
    }

    /** What a reconnecting client missed on {@code channels}; call under the lock. */
    Optional<List<ActionEnvelope>> missedSince(long lastSeen, Set<String> channels) {
        requireLock();
        return replay.since(lastSeen, serverSeq, channels);
    }

    private static void deliver(ActionEnvelope envelope, Set<Subscriber> audience) {
        EncodedEnvelope encoded = new EncodedEnvelope(envelope);
        // Views that read the same text share one frame, so its bytes are made once for all of them.
        Map<String, TextFrame> frames = new IdentityHashMap<>(4);
        boolean first = true;
        for (Subscriber subscriber : audience) {
            String text = encoded.frameFor(subscriber.view());
            if (text != null) {
                TextFrame frame = frames.computeIfAbsent(text, TextFrame::of);
                // The first is written by this thread; a large frame to the others, by the
                // transport's fan-out thread, so this one (the pty reader) goes back to reading.
                if (first) {
                    subscriber.send(frame);
                    first = false;
                } else {
                    subscriber.sendAmongMany(frame);
                }
            }
        }
    }

    private void requireLock() {
        if (!lock.isHeldByCurrentThread()) {
            throw new IllegalStateException("call under the sequence lock");
        }
    }
}
