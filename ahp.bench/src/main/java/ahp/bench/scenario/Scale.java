package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Scale: a fresh daemon with many idle {@code bash --norc --noprofile} terminals open at once, one
 * client subscribed to all; then each is given one command, {@code seq 1 2000; exit}. Nothing may be
 * lost (every terminal's output holds the whole sequence), nothing may be stuck (every terminal
 * exits), and no {@code serverSeq} may be missing.
 */
public final class Scale implements Scenario {

    /** Terminals opened at a time. */
    static final int PARALLEL = 8;
    private static final int LINES = 2000;
    private static final String COMMAND = "seq 1 " + LINES + "; exit\r";
    private static final Duration OPEN_TIMEOUT = Duration.ofMinutes(5);
    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(5);

    private final Sizes sizes;
    private final Metric lost;
    private final Metric stuck;
    private final Metric seqProblems;
    private final Metric rss;
    private final Metric seconds;

    /** The scenario with {@code sizes.scaleTerminals()} terminals. */
    public Scale(Sizes sizes) {
        this.sizes = sizes;
        int n = sizes.scaleTerminals();
        this.lost = new Metric("scale: terminals whose output lost bytes (of " + n + ")", "terminals", 0, new Target.Zero());
        this.stuck = new Metric("scale: terminals that did not open or exit (of " + n + ")", "terminals", 0, new Target.Zero());
        this.seqProblems = new Metric("scale: serverSeq numbers missing or out of order, actions refused", "count", 0,
                new Target.Zero());
        this.rss = new Metric("scale: daemon RSS with " + n + " idle terminals", "MiB", 0, new Target.None());
        this.seconds = new Metric("scale: from typing " + n + " commands to the last exit", "s", 2, new Target.None());
    }

    @Override
    public String name() {
        return "scale";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(lost, stuck, seqProblems, rss, seconds);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        Daemon daemon = context.freshDaemon("scale");
        try (AhpClient client = context.client(daemon, "scale");
             ExecutorService pool = Executors.newFixedThreadPool(PARALLEL, Thread.ofVirtual().factory())) {
            List<String> channels = new ArrayList<>();
            for (int i = 0; i < sizes.scaleTerminals(); i++) {
                channels.add(context.newChannel());
            }
            AtomicInteger unopened = new AtomicInteger();
            List<ChannelWatch> watches = open(context, client, pool, channels, unopened);
            context.record(rss, Side.DAEMON, daemon.settledRssKib() / 1024.0);

            client.expectEverySeq();
            long start = System.nanoTime();
            for (ChannelWatch watch : watches) {
                client.input(watch.channel(), COMMAND);
            }
            long deadline = start + RUN_TIMEOUT.toNanos();
            int notExited = 0;
            long lastExit = start;
            for (ChannelWatch watch : watches) {
                try {
                    watch.awaitExit(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
                    lastExit = Math.max(lastExit, watch.exitedAtNanos());
                } catch (TimeoutException e) {
                    notExited++;
                    noteFew(context, notExited, e.getMessage());
                }
            }
            client.endExpectingEverySeq();

            String expected = expectedOutput();
            int incomplete = 0;
            for (ChannelWatch watch : watches) {
                if (!watch.text().contains(expected)) {
                    incomplete++;
                    noteFew(context, incomplete, watch.channel() + " lacks part of `seq 1 " + LINES + "` ("
                            + watch.bytes() + " bytes seen)");
                }
            }
            List<String> problems = client.problems();
            problems.forEach(p -> context.note("scale: " + p));
            context.record(lost, Side.DAEMON, incomplete);
            context.record(stuck, Side.DAEMON, unopened.get() + notExited);
            context.record(seqProblems, Side.DAEMON, client.problemCount());
            context.record(seconds, Side.DAEMON, (lastExit - start) / 1e9);
            inParallel(pool, channels, channel -> {
                try {
                    client.dispose(channel, RunContext.REQUEST_TIMEOUT);
                } catch (Exception e) {
                    // one that never opened has nothing to dispose of; stopping the daemon ends the rest
                }
            });
        } finally {
            context.stop(daemon);
        }
    }

    /** Opens a terminal on each channel, {@value #PARALLEL} at a time, subscribed and at its prompt. */
    static List<ChannelWatch> open(RunContext context, AhpClient client, ExecutorService pool,
            List<String> channels, AtomicInteger unopened) throws Exception {
        List<ChannelWatch> watches = Collections.synchronizedList(new ArrayList<>());
        long deadline = System.nanoTime() + OPEN_TIMEOUT.toNanos();
        inParallel(pool, channels, channel -> {
            try {
                if (System.nanoTime() > deadline) {
                    throw new TimeoutException("out of time to open terminals");
                }
                client.createTerminal(channel, Commands.BASH, RunContext.REQUEST_TIMEOUT);
                ChannelWatch watch = client.subscribe(channel, true, RunContext.REQUEST_TIMEOUT);
                watch.awaitBytes(1, RunContext.REQUEST_TIMEOUT);
                watches.add(watch);
            } catch (Exception e) {
                noteFew(context, unopened.incrementAndGet(), channel + " did not open: " + e.getMessage());
            }
        });
        return List.copyOf(watches);
    }

    /** Runs {@code task} on every channel, on {@code pool}, and waits for all of them. */
    static void inParallel(ExecutorService pool, List<String> channels, Consumer<String> task) throws Exception {
        List<Future<?>> running = new ArrayList<>();
        for (String channel : channels) {
            running.add(pool.submit(() -> task.accept(channel)));
        }
        for (Future<?> future : running) {
            future.get();
        }
    }

    /** Notes the first three of a kind, not a thousand. */
    private static void noteFew(RunContext context, int nth, String note) {
        if (nth <= 3) {
            context.note("scale: " + note);
        }
    }

    /**
     * What every terminal's output must hold: {@code seq}'s lines as the pty writes them. (bash
     * writes its own sequences between the echo of the line and the first of them, so the block
     * starts at the first number; "1\r\n2" is in nothing else the terminal prints.)
     */
    static String expectedOutput() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= LINES; i++) {
            text.append(i).append("\r\n");
        }
        return text.toString();
    }
}
