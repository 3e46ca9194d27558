package ahp.bench.reliability;

import ahp.bench.stats.SeqLedger;
import ahp.bench.wire.AhpConnection;
import ahp.bench.wire.Envelope;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A client subscribed to the root and to every counting terminal that drops its connection every few
 * seconds and comes back with {@code reconnect}: what it was replayed and what it reads live go
 * through one {@link SeqLedger} (no {@code serverSeq} missing, repeated or out of order) and one
 * {@link LineLedger} per terminal (no byte lost, repeated or out of order).
 */
final class ReconnectingWatcher {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final String ROOT = "ahp-root://";

    private final URI address;
    private final String token;
    private final String clientId;
    private final List<String> terminals;
    private final Map<String, LineLedger> lines = new LinkedHashMap<>();
    private final List<String> failures = new ArrayList<>();
    private SeqLedger seq = new SeqLedger();
    private long earlierMissing;
    private long earlierDisorder;
    private long lastSeen = -1;
    /** Which connection is the current one: envelopes an earlier one still delivers are dropped. */
    private long generation;
    private AhpConnection connection;
    private long reconnects;
    private long replayed;
    private long snapshotFallbacks;

    ReconnectingWatcher(URI address, String token, String clientId, List<String> terminals) {
        this.address = address;
        this.token = token;
        this.clientId = clientId;
        this.terminals = List.copyOf(terminals);
        terminals.forEach(terminal -> lines.put(terminal, new LineLedger()));
    }

    /** Connects and initializes, subscribed to the root and every terminal. */
    void start() throws Exception {
        long current = generation;
        connection = AhpConnection.open(address, token, envelope -> envelope(current, envelope), why -> { }, TIMEOUT);
        ObjectNode params = AhpConnection.object().put("channel", ROOT).put("clientId", clientId);
        params.putArray("protocolVersions").add("0.9.0");
        params.putObject("clientInfo").put("name", "reliability-soak");
        params.putArray("initialSubscriptions").add(ROOT);
        long[] highest = {-1};
        AhpConnection.await("initialize", connection.call("initialize", params, result -> {
            long serverSeq = result.path("serverSeq").asLong();
            snapshots(result.path("snapshots"), serverSeq);
            highest[0] = serverSeq;
        }), TIMEOUT);
        // One subscribe a terminal: 50 full terminals' snapshots in one answer would pass the
        // connection's 8 MiB queue bound, and the host would rightly cut the client off.
        for (String terminal : terminals) {
            AhpConnection.await("subscribe", connection.call("subscribe", AhpConnection.object().put("channel", terminal),
                    result -> {
                        synchronized (this) {
                            long fromSeq = result.path("snapshot").path("fromSeq").asLong();
                            seq.snapshot(terminal, fromSeq);
                            lines.get(terminal).resync();
                            highest[0] = Math.max(highest[0], fromSeq);
                        }
                    }), TIMEOUT);
        }
        synchronized (this) {
            seq.openWindow(highest[0]);
            lastSeen = Math.max(lastSeen, Math.max(highest[0], seq.highest()));
        }
    }

    /** Runs until {@code deadline} ({@link System#nanoTime()}), dropping and resuming every 2 to 5 s. */
    void run(long deadline) {
        while (System.nanoTime() < deadline) {
            try {
                Thread.sleep(ThreadLocalRandom.current().nextLong(2_000, 5_000));
                reconnect();
            } catch (InterruptedException stop) {
                Thread.currentThread().interrupt();
                return;
            } catch (Exception failed) {
                synchronized (this) {
                    failures.add(failed.toString());
                }
                if (failures.size() > 20) {
                    return;
                }
            }
        }
    }

    private void reconnect() throws Exception {
        long since;
        long current;
        synchronized (this) {
            current = ++generation;
            since = lastSeen;
        }
        connection.close();
        connection = AhpConnection.open(address, token, envelope -> envelope(current, envelope), why -> { }, TIMEOUT);
        ObjectNode params = AhpConnection.object().put("channel", ROOT).put("clientId", clientId)
                .put("lastSeenServerSeq", since);
        var subscriptions = params.putArray("subscriptions").add(ROOT);
        terminals.forEach(subscriptions::add);
        AhpConnection.await("reconnect", connection.call("reconnect", params, result -> {
            if ("replay".equals(result.path("type").asString(""))) {
                for (JsonNode action : result.path("actions")) {
                    replayed++;
                    envelope(current, Envelope.from(action));
                }
                if (!result.path("missing").isEmpty()) {
                    failures.add("reconnect said missing: " + result.path("missing"));
                }
            } else {
                synchronized (this) {
                    snapshotFallbacks++;
                earlierMissing += seq.missing();
                earlierDisorder += seq.disorder();
                seq = new SeqLedger();
                long at = since;
                for (JsonNode snapshot : result.path("snapshots")) {
                    at = Math.max(at, snapshot.path("fromSeq").asLong());
                }
                snapshots(result.path("snapshots"), at);
                seq.openWindow(at);
                }
            }
        }), TIMEOUT);
        reconnects++;
    }

    private void snapshots(JsonNode snapshots, long serverSeq) {
        for (JsonNode snapshot : snapshots) {
            String resource = snapshot.path("resource").asString("");
            seq.snapshot(resource, snapshot.path("fromSeq").asLong(serverSeq));
            LineLedger ledger = lines.get(resource);
            if (ledger != null) {
                ledger.resync();
            }
        }
    }

    private synchronized void envelope(long from, Envelope envelope) {
        if (from != generation) {
            return;
        }
        seq.observe(envelope.channel(), envelope.serverSeq());
        lastSeen = Math.max(lastSeen, envelope.serverSeq());
        LineLedger ledger = lines.get(envelope.channel());
        if (ledger != null && "terminal/data".equals(envelope.type()) && envelope.data() != null) {
            ledger.accept(envelope.data().toString());
        }
    }

    /** Stops. */
    void close() {
        connection.close();
    }

    synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    long reconnects() {
        return reconnects;
    }

    long replayed() {
        return replayed;
    }

    long snapshotFallbacks() {
        return snapshotFallbacks;
    }

    long missing() {
        return earlierMissing + seq.missing();
    }

    long disorder() {
        return earlierDisorder + seq.disorder();
    }

    List<String> seqProblems() {
        return seq.problems();
    }

    long lines() {
        return lines.values().stream().mapToLong(LineLedger::lines).sum();
    }

    long wrongLines() {
        return lines.values().stream().mapToLong(LineLedger::wrong).sum();
    }

    String firstWrongLine() {
        return lines.entrySet().stream().filter(e -> e.getValue().firstWrong() != null)
                .map(e -> e.getKey() + ": " + e.getValue().firstWrong()).findFirst().orElse(null);
    }
}
