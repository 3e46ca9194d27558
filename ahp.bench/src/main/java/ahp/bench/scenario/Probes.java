package ahp.bench.scenario;

import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.time.Duration;
import java.util.function.IntFunction;

/** Latency probes on the daemon: type something into a terminal, time until the awaited text is read. */
final class Probes {

    /** How long one probe may take. */
    static final Duration PROBE_TIMEOUT = Duration.ofSeconds(10);

    private Probes() {}

    /**
     * Opens a terminal running {@code line}, waits for its first output, sends {@code warmup}
     * untimed and {@code count} timed probes (probe {@code i} types {@code text(i)} and awaits
     * {@code expect(i)}), disposes of the terminal, and returns the timed probes' nanoseconds:
     * from just before the {@code terminal/input} is sent to when the frame completing the awaited
     * text has been read.
     */
    static long[] run(AhpClient client, String channel, String line, int count, int warmup,
            IntFunction<String> text, IntFunction<String> expect) throws Exception {
        client.endExpectingEverySeq();
        client.createTerminal(channel, line, RunContext.REQUEST_TIMEOUT);
        try {
            ChannelWatch watch = client.subscribe(channel, false, RunContext.REQUEST_TIMEOUT);
            client.expectEverySeq();
            watch.awaitBytes(1, RunContext.REQUEST_TIMEOUT);
            if (line.startsWith(Commands.MARK)) {
                Commands.requireMark(watch);
            }
            long[] samples = new long[count];
            for (int i = 0; i < warmup + count; i++) {
                watch.arm(expect.apply(i));
                long start = System.nanoTime();
                client.input(channel, text.apply(i));
                long end = watch.awaitMatch(PROBE_TIMEOUT);
                if (i >= warmup) {
                    samples[i - warmup] = end - start;
                }
            }
            client.endExpectingEverySeq();
            return samples;
        } finally {
            client.dispose(channel, RunContext.REQUEST_TIMEOUT);
        }
    }
}
