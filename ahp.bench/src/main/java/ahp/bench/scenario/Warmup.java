package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.wire.AhpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Warms a shared daemon up before it is measured: one drain of each throughput command with one
 * client and one with four, 20,000 echo probes into bash and 1,000 command round trips, the drains
 * once more, all untimed, then a wait until the daemon is quiet ({@link QuietDaemon}), so the
 * figures are those of a daemon that has been up a while rather than of its first seconds of
 * compilation.
 *
 * <p>Each part was found short before. After 5,000 echo probes the daemon still compiled about 200
 * methods a second while the echo into {@code cat}, measured first, was timed (170 of them with C2
 * in its last 3 s), and the pty poller waited for a CPU held by the compiler threads of the daemon
 * and the driver: {@code cat}'s p99 was 0.85 and 1.77 ms in two sets of five runs, 0.26 and 0.59 ms
 * after 20,000 (bench/NOTES.md, "The keystroke's tail"). With 500 echo probes the input path
 * had not left the JIT's profiling tier when the echo was timed (about 10,000 calls reach the
 * optimising compiler). With one drain of 300,000 lines (about a hundred gathered chunks) the
 * output path was compiled during the first measured drain: while {@code base64} was timed, the C2
 * compiler thread had 39% of the samples of the daemon and its children (the pty poller 15%), and
 * {@code base64}, measured first, cost the daemon 2.7 times the CPU per MB that {@code bulk},
 * measured last, did. With one client only, the daemon's C2 thread ran 0.24–0.81 s through each of
 * the first measured drains of {@code base64} (the poller 0.5 s), most in the first with four
 * clients, and the driver's 0.45 s (bench/NOTES.md, "Four clients, and the JIT"). With the drains
 * before the keystrokes only, the JIT's log showed the output path's compiled code thrown away at
 * uncommon traps during the keystrokes ({@code PtyMaster::settle}, {@code OutboundQueue::fill}) and
 * the socket writer's and the sequencer's ({@code SocketWriter::drain}, {@code Sequencer::deliver})
 * still on C1 at the end of the warm-up: all of them were compiled inside the first measured drains
 * (bench/NOTES.md, "Four clients: the driver's parsing, the sender's hand-off and the JIT").
 */
final class Warmup {

    /** How long the daemon may take to go quiet after the warm-up. */
    private static final Duration QUIET_DEADLINE = Duration.ofSeconds(30);

    private Warmup() {}

    static void run(RunContext context, Daemon daemon) throws Exception {
        List<AhpClient> four = new ArrayList<>();
        try {
            for (int i = 1; i <= 4; i++) {
                four.add(context.client(daemon, "warmup-" + i));
            }
            AhpClient client = four.getFirst();
            drainEach(context, client, four);
            Probes.run(client, context.newChannel(), Commands.BASH, 0, 20_000, Commands::echoProbe, Commands::echoProbe);
            Probes.run(client, context.newChannel(), Commands.BASH, 0, 1_000, i -> Commands.ROUND_TRIP,
                    i -> Commands.ROUND_TRIP_DONE);
            // Again: the keystrokes' short frames took branches the drains never had, and the
            // output path's compiled code was thrown away at them (uncommon traps), to be compiled
            // again inside the first measured drains otherwise.
            drainEach(context, client, four);
        } finally {
            four.forEach(AhpClient::close);
        }
        if (!QuietDaemon.await(daemon.pid(), QUIET_DEADLINE)) {
            context.note("warm-up: the daemon was not quiet within " + QUIET_DEADLINE.toSeconds() + " s of its end");
        }
    }

    /** Drains each throughput command once with one client and once with four. */
    private static void drainEach(RunContext context, AhpClient client, List<AhpClient> four) throws Exception {
        for (String command : List.of(Commands.BASE64, Commands.SEQ, Commands.BULK)) {
            Drains.run(List.of(client), context.newChannel(), Commands.gated(command));
            Drains.run(four, context.newChannel(), Commands.gated(command));
        }
    }
}
