package ahp.bench.reliability;

import ahp.bench.wire.WebSocketClient;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Sends {@link FuzzCases} to a daemon over several connections at once, each frame followed by a
 * {@code ping} probe: the probe's answer says the daemon took the frame and the connection is alive;
 * a close frame says it was closed with a reason (its code is counted); neither within
 * {@link #PATIENCE} is a hang. Every request the fuzzer sent with an id it kept intact must be
 * answered before its connection ends, unless the connection was closed with a reason. A raw-bytes
 * case is followed by the fuzzer vanishing (the frame may never end), and a new connection.
 */
final class Fuzzer {

    /** How long a probe may take before the frame before it counts as a hang. */
    static final Duration PATIENCE = Duration.ofSeconds(10);

    private static final JsonMapper JSON = JsonMapper.shared();

    /** What a run came to. */
    record Result(long frames, Map<String, Long> byKind, long probesAnswered, Map<Integer, Long> closedWith,
            long vanished, long hangs, long unanswered, long connections, List<String> unansweredSamples) {

        /** Connections closed without a close frame (1006): no reason given. */
        long closedWithoutReason() {
            return closedWith.getOrDefault(1006, 0L);
        }
    }

    private final URI address;
    private final String token;
    private final AtomicLong sent = new AtomicLong();
    private final Map<String, AtomicLong> kinds = new ConcurrentHashMap<>();
    private final Map<Integer, AtomicLong> closes = new ConcurrentHashMap<>();
    private final AtomicLong probes = new AtomicLong();
    /** How long a write that failed waits for the host's close frame to be read. */
    private static final Duration CLOSE_PATIENCE = Duration.ofSeconds(2);

    private final AtomicLong vanished = new AtomicLong();
    private final AtomicLong hangs = new AtomicLong();
    private final AtomicLong unanswered = new AtomicLong();
    private final AtomicLong connections = new AtomicLong();
    private final List<String> samples = new CopyOnWriteArrayList<>();

    Fuzzer(URI address, String token) {
        this.address = address;
        this.token = token;
    }

    /** Sends {@code frames} frames over {@code parallel} connections at once, seeded from {@code seed}. */
    Result run(long frames, int parallel, long seed) throws InterruptedException {
        Thread[] workers = new Thread[parallel];
        for (int i = 0; i < parallel; i++) {
            long share = frames / parallel + (i < frames % parallel ? 1 : 0);
            FuzzCases cases = new FuzzCases(seed + i);
            workers[i] = Thread.ofPlatform().name("fuzz-" + i).start(() -> work(cases, share));
        }
        for (Thread worker : workers) {
            worker.join();
        }
        Map<String, Long> byKind = new TreeMap<>();
        kinds.forEach((kind, count) -> byKind.put(kind, count.get()));
        Map<Integer, Long> closedWith = new TreeMap<>();
        closes.forEach((code, count) -> closedWith.put(code, count.get()));
        return new Result(sent.get(), byKind, probes.get(), closedWith, vanished.get(), hangs.get(), unanswered.get(),
                connections.get(), List.copyOf(samples));
    }

    private void work(FuzzCases cases, long frames) {
        long probeId = 1;
        Peer peer = null;
        for (long i = 0; i < frames; i++) {
            try {
                if (peer == null) {
                    peer = Peer.open(address, token);
                    connections.incrementAndGet();
                }
                FuzzCases.Case next = cases.next();
                kinds.computeIfAbsent(next.kind(), k -> new AtomicLong()).incrementAndGet();
                sent.incrementAndGet();
                if (next.raw()) {
                    peer.socket.sendRaw(next.bytes());
                    peer.socket.close();
                    vanished.incrementAndGet();
                    peer = null;
                    continue;
                }
                if (next.expectsAnswer()) {
                    peer.expect(next.id(), next.kind() + ": " + new String(next.bytes(), 0, Math.min(160, next.bytes().length),
                            StandardCharsets.UTF_8));
                }
                peer.socket.sendFrame(next.opcode(), next.bytes());
                long id = probeId++;
                peer.socket.sendText("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\",\"params\":{\"channel\":\"ahp-root://\"}}");
                switch (peer.await(id)) {
                    case ANSWERED -> probes.incrementAndGet();
                    case CLOSED -> {
                        closes.computeIfAbsent(peer.closeCode, c -> new AtomicLong()).incrementAndGet();
                        peer = null;
                    }
                    default -> {
                        hangs.incrementAndGet();
                        peer.socket.close();
                        peer = null;
                    }
                }
            } catch (IOException closedUnderUs) {
                if (peer != null) {
                    // A write can fail on a socket the host just closed before its close frame was read:
                    // give the reader a moment to see it.
                    int code;
                    try {
                        code = peer.closeCodeWithin(CLOSE_PATIENCE);
                    } catch (InterruptedException stop) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                    closes.computeIfAbsent(code, c -> new AtomicLong()).incrementAndGet();
                    peer.socket.close();
                }
                peer = null;
            } catch (InterruptedException stop) {
                Thread.currentThread().interrupt();
                return;
            }
            if (peer != null && peer.closed) {
                closes.computeIfAbsent(peer.closeCode, c -> new AtomicLong()).incrementAndGet();
                peer = null;
            }
        }
        if (peer != null) {
            try {
                List<String> missing = peer.unansweredAfter(PATIENCE);
                unanswered.addAndGet(missing.size());
                missing.stream().limit(5).forEach(samples::add);
            } catch (InterruptedException stop) {
                Thread.currentThread().interrupt();
            }
            peer.socket.close();
        }
    }

    private enum Outcome { ANSWERED, CLOSED, HUNG }

    /** One connection: the ids answered on it, and how it ended. */
    private static final class Peer implements WebSocketClient.Listener {
        WebSocketClient socket;
        private final Set<Long> answered = new HashSet<>();
        private final Map<Long, String> expected = new HashMap<>();
        volatile boolean closed;
        volatile int closeCode;

        static Peer open(URI address, String token) throws IOException, InterruptedException {
            Peer peer = new Peer();
            peer.socket = WebSocketClient.connect(address, Map.of("Authorization", "Bearer " + token), PATIENCE, peer);
            peer.socket.sendText("{\"jsonrpc\":\"2.0\",\"id\":999999,\"method\":\"initialize\",\"params\":{\"channel\":"
                    + "\"ahp-root://\",\"clientId\":\"fuzz-" + System.nanoTime() + "\",\"protocolVersions\":[\"0.9.0\"]}}");
            if (peer.await(999_999) != Outcome.ANSWERED) {
                peer.socket.close();
                throw new IOException("initialize was not answered");
            }
            return peer;
        }

        /** The close code once the host's close frame was read, waiting up to {@code patience}; 1006 without one. */
        synchronized int closeCodeWithin(Duration patience) throws InterruptedException {
            long deadline = System.nanoTime() + patience.toNanos();
            while (!closed && deadline - System.nanoTime() > 0) {
                wait(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            }
            return closed && closeCode != 0 ? closeCode : 1006;
        }

        synchronized void expect(long id, String what) {
            expected.put(id, what);
        }

        synchronized Outcome await(long id) throws InterruptedException {
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (!answered.contains(id) && !closed) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return Outcome.HUNG;
                }
                wait(Math.max(1, left / 1_000_000));
            }
            if (answered.remove(id)) {
                return Outcome.ANSWERED;
            }
            return Outcome.CLOSED;
        }

        /** Waits for every expected id; returns the requests that never got one (none owed when the host closed with a reason). */
        synchronized List<String> unansweredAfter(Duration patience) throws InterruptedException {
            long deadline = System.nanoTime() + patience.toNanos();
            while (!answered.containsAll(expected.keySet()) && !closed && deadline - System.nanoTime() > 0) {
                wait(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            }
            if (closed && closeCode != 1006) {
                return List.of();
            }
            return expected.entrySet().stream().filter(e -> !answered.contains(e.getKey())).map(Map.Entry::getValue).toList();
        }

        @Override
        public void onText(String text) {
            onText(text.getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public void onText(byte[] utf8) {
            try {
                JsonNode message = JSON.readTree(utf8);
                JsonNode id = message.path("id");
                if (id.isIntegralNumber() && !message.has("method")) {
                    synchronized (this) {
                        answered.add(id.longValue());
                        notifyAll();
                    }
                }
            } catch (JacksonException notJson) {
                // the host only sends JSON; a broken frame would show as a hang of the probe
            }
        }

        @Override
        public void onClose(int code, String reason) {
            synchronized (this) {
                closeCode = code;
                closed = true;
                notifyAll();
            }
        }

        @Override
        public void onError(Throwable error) {
            onClose(1006, error.toString());
        }
    }
}
