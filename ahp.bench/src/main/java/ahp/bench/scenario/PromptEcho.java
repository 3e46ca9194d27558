package ahp.bench.scenario;

import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;

/**
 * Echo probes into a terminal that is already open and sits at a shell's prompt (a {@code !}
 * command's, after its command ended): subscribed to, then single characters typed one at a time as
 * {@link EchoLatency} types them ({@link Commands#echoProbe}), each timed until it comes back in
 * {@code terminal/data}. The terminal is left open; the caller disposes of it.
 */
final class PromptEcho {

    private PromptEcho() {}

    /** {@code warmup} untimed probes, then {@code count} timed ones: their nanoseconds. */
    static long[] probe(AhpClient client, String terminal, int warmup, int count) throws Exception {
        ChannelWatch watch = client.subscribe(terminal, false, RunContext.REQUEST_TIMEOUT);
        for (int i = 0; i < warmup; i++) {
            Probes.time(client, terminal, watch, Commands.echoProbe(i), Commands.echoProbe(i));
        }
        long[] nanos = new long[count];
        for (int i = 0; i < count; i++) {
            String probe = Commands.echoProbe(warmup + i);
            nanos[i] = Probes.time(client, terminal, watch, probe, probe);
        }
        return nanos;
    }
}
