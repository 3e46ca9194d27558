package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.AhpConnection;
import java.time.Duration;
import tools.jackson.databind.node.ObjectNode;

/**
 * The daemon's live heap with its replay buffer full of small envelopes: the host keeps the last
 * 1,000 envelopes for {@code reconnect} by design, whatever they hold, so two heaps compare only once
 * the same small envelopes have pushed out what a run left there.
 */
final class ReplayFlush {

    /** Small envelopes published first: more than the replay buffer keeps. */
    static final int ENVELOPES = 1_100;
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private ReplayFlush() {}

    /** Publishes {@value #ENVELOPES} root config changes ({@code defaultShell} {@code /bin/sh}), then the live heap after a full GC, in KiB. */
    static long heapKib(Daemon daemon) throws Exception {
        try (AhpClient flusher = AhpClient.connect(daemon.address(), daemon.token(), "flush-" + System.nanoTime(), TIMEOUT)) {
            for (int i = 0; i < ENVELOPES; i++) {
                ObjectNode action = AhpConnection.object().put("type", "root/configChanged");
                action.putObject("config").put("defaultShell", "/bin/sh");
                flusher.dispatch(AhpClient.ROOT, action);
            }
            flusher.listSessions(TIMEOUT);
        }
        return daemon.collectedHeapKib();
    }
}
