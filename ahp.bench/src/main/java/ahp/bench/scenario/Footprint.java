package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.util.ArrayList;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;

/**
 * Footprint: a fresh daemon's resident memory with one client and no terminal (its idle RSS); then,
 * after as many terminals as are measured were opened and disposed of once, so the code every
 * terminal runs is loaded and compiled (the JIT's memory is not a terminal's), the RSS with none and
 * the RSS with idle {@code bash --norc --noprofile} terminals that client is subscribed to, each at
 * its prompt: the difference per terminal. Every reading is taken after a full collection in the
 * daemon's JVM, once the RSS holds still, so a heap that shrank between them does not pass for memory
 * a terminal gave back; the JVM's own view (live heap after the collection, per terminal) is reported
 * beside it. The shells' own memory is not the daemon's and is not counted.
 */
public final class Footprint implements Scenario {

    private static final Metric IDLE = new Metric("daemon RSS idle (one client, no terminal)", "MiB", 1, new Target.AtMost(80));

    private final Sizes sizes;
    private final Metric perTerminal;
    private final Metric heapPerTerminal;

    /** The scenario with {@code sizes.footprintTerminals()} terminals. */
    public Footprint(Sizes sizes) {
        this.sizes = sizes;
        this.perTerminal = new Metric("daemon RSS per idle bash terminal (" + sizes.footprintTerminals() + " open)",
                "KiB", 0, new Target.AtMost(200));
        this.heapPerTerminal = new Metric("daemon live Java heap per idle bash terminal (" + sizes.footprintTerminals()
                + " open, after a full GC)", "KiB", 0, new Target.None());
    }

    @Override
    public String name() {
        return "footprint";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(IDLE, perTerminal, heapPerTerminal);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        Daemon daemon = context.freshDaemon("footprint");
        try (AhpClient client = context.client(daemon, "footprint")) {
            daemon.settledRssKib();
            long idle = daemon.collectedRssKib();
            keepNativeMemory(daemon, "idle");
            for (ChannelWatch watch : openIdleTerminals(context, client)) {
                client.dispose(watch.channel(), RunContext.REQUEST_TIMEOUT);
            }
            long none = daemon.collectedRssKib();
            long heapNone = daemon.collectedHeapKib();
            keepNativeMemory(daemon, "none");
            List<ChannelWatch> watches = openIdleTerminals(context, client);
            long open = daemon.collectedRssKib();
            long heapOpen = daemon.collectedHeapKib();
            keepNativeMemory(daemon, "open");
            context.record(IDLE, Side.DAEMON, idle / 1024.0);
            context.record(perTerminal, Side.DAEMON, (open - none) / (double) sizes.footprintTerminals());
            context.record(heapPerTerminal, Side.DAEMON, (heapOpen - heapNone) / (double) sizes.footprintTerminals());
            for (ChannelWatch watch : watches) {
                client.dispose(watch.channel(), RunContext.REQUEST_TIMEOUT);
            }
            client.problems().forEach(p -> context.note("footprint: " + p));
        } finally {
            context.stop(daemon);
        }
    }

    /** Opens the measured number of bash terminals, subscribed, and waits until each has printed. */
    private List<ChannelWatch> openIdleTerminals(RunContext context, AhpClient client) throws Exception {
        List<ChannelWatch> watches = new ArrayList<>();
        for (int i = 0; i < sizes.footprintTerminals(); i++) {
            String channel = context.newChannel();
            client.createTerminal(channel, Commands.BASH, RunContext.REQUEST_TIMEOUT);
            watches.add(client.subscribe(channel, false, RunContext.REQUEST_TIMEOUT));
        }
        for (ChannelWatch watch : watches) {
            watch.awaitBytes(1, RunContext.REQUEST_TIMEOUT);
        }
        return watches;
    }

    /**
     * When the daemon's JVM tracks its native memory ({@code --daemon-env
     * AHP_JAVA_OPTS=-XX:NativeMemoryTracking=summary}), keeps its summary at this point beside the
     * daemon's log, as {@code nmt-POINT.txt}: where the RSS goes, by the JVM's own account.
     */
    static void keepNativeMemory(Daemon daemon, String point) throws IOException, InterruptedException {
        Optional<String> summary = daemon.jcmd().nativeMemory();
        if (summary.isPresent()) {
            Files.writeString(daemon.folder().resolve("nmt-" + point + ".txt"), summary.get());
        }
    }
}
