package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.wire.AhpClient;
import java.util.List;

/**
 * Warms a shared daemon up before it is measured: one drain of 300,000 lines, 5,000 echo probes
 * into bash and 1,000 command round trips, untimed, so the figures are those of a daemon that has
 * been up a while rather than of its first seconds of compilation. (With 500 echo probes, as at
 * first, the input path had not left the JIT's profiling tier when the echo was timed: about
 * 10,000 calls reach the optimising compiler.)
 */
final class Warmup {

    private Warmup() {}

    static void run(RunContext context, Daemon daemon) throws Exception {
        try (AhpClient client = context.client(daemon, "warmup")) {
            Drains.run(List.of(client), context.newChannel(), Commands.gated("seq 1 300000"));
            Probes.run(client, context.newChannel(), Commands.BASH, 0, 5_000, Commands::echoProbe, Commands::echoProbe);
            Probes.run(client, context.newChannel(), Commands.BASH, 0, 1_000, i -> Commands.ROUND_TRIP,
                    i -> Commands.ROUND_TRIP_DONE);
        }
    }
}
