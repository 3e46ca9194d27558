package ahp.bench.scenario;

import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.time.Duration;
import java.util.function.IntFunction;

/** Latency probes on the daemon: type something into a terminal, time until the awaited text is read. */
final class Probes {

    /** How long one probe may take. */
    static final Duration PROBE_TIMEOUT = Duration.ofSeconds(10);

    /** What runs between two batches of probes, the terminal still open. */
    @FunctionalInterface
    interface Between {
        void run() throws Exception;
    }

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
        return inBatches(client, channel, line, warmup, new int[] {count}, () -> {}, text, expect)[0];
    }

    /**
     * As {@link #run}, with the timed probes in batches of {@code counts} in one terminal, and
     * {@code between} run before each batch after the first; one array of nanoseconds per batch.
     * Probe numbers go on from one batch to the next.
     */
    static long[][] inBatches(AhpClient client, String channel, String line, int warmup, int[] counts, Between between,
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
            int probe = 0;
            for (; probe < warmup; probe++) {
                time(client, channel, watch, text.apply(probe), expect.apply(probe));
            }
            long[][] batches = new long[counts.length][];
            for (int batch = 0; batch < counts.length; batch++) {
                if (batch > 0) {
                    between.run();
                }
                batches[batch] = new long[counts[batch]];
                for (int i = 0; i < counts[batch]; i++, probe++) {
                    batches[batch][i] = time(client, channel, watch, text.apply(probe), expect.apply(probe));
                }
            }
            client.endExpectingEverySeq();
            return batches;
        } finally {
            client.dispose(channel, RunContext.REQUEST_TIMEOUT);
        }
    }

    /**
     * One probe into a terminal already watched: types {@code text}, awaits {@code expected}; the
     * nanoseconds from just before the input was sent to when the frame completing it was read.
     */
    static long time(AhpClient client, String channel, ChannelWatch watch, String text, String expected)
            throws Exception {
        watch.arm(expected);
        long start = System.nanoTime();
        client.input(channel, text);
        return watch.awaitMatch(PROBE_TIMEOUT) - start;
    }
}
