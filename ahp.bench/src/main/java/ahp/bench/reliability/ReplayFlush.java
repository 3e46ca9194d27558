package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.AhpConnection;
import java.time.Duration;
import tools.jackson.databind.node.ObjectNode;

/**
 * The daemon's replay buffer filled with small envelopes before its heap is read: the host keeps
 * the last 1,000 envelopes for {@code reconnect} by design, whatever they hold, so two heaps compare
 * only once the same small envelopes have pushed out what a run left there. The flushing client has
 * the same id every time, so the host's record of the clients it knows (kept for {@code reconnect})
 * holds the same entry at every reading rather than one more each time.
 */
final class ReplayFlush {

    /** Small envelopes published first: more than the replay buffer keeps. */
    static final int ENVELOPES = 1_100;
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final String CLIENT_ID = "replay-flush";

    private ReplayFlush() {}

    /** Publishes {@value #ENVELOPES} root config changes ({@code defaultShell} {@code /bin/sh}), then the live heap after a full GC, in KiB. */
    static long heapKib(Daemon daemon) throws Exception {
        flush(daemon);
        return daemon.collectedHeapKib();
    }

    /** Publishes {@value #ENVELOPES} root config changes ({@code defaultShell} {@code /bin/sh}) and waits until the host has taken them. */
    static void flush(Daemon daemon) throws Exception {
        try (AhpClient flusher = AhpClient.connect(daemon.address(), daemon.token(), CLIENT_ID, TIMEOUT)) {
            for (int i = 0; i < ENVELOPES; i++) {
                ObjectNode action = AhpConnection.object().put("type", "root/configChanged");
                action.putObject("config").put("defaultShell", "/bin/sh");
                flusher.dispatch(AhpClient.ROOT, action);
            }
            flusher.listSessions(TIMEOUT);
        }
    }
}
