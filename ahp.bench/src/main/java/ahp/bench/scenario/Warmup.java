package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.wire.AhpClient;
import java.util.List;

/**
 * Warms a shared daemon up before it is measured: one drain of 300,000 lines and 500 echo probes
 * into bash, untimed, so the figures are those of a daemon that has been up a while rather than of
 * its first seconds of compilation.
 */
final class Warmup {

    private Warmup() {}

    static void run(RunContext context, Daemon daemon) throws Exception {
        try (AhpClient client = context.client(daemon, "warmup")) {
            Drains.run(List.of(client), context.newChannel(), Commands.gated("seq 1 300000"));
            Probes.run(client, context.newChannel(), Commands.BASH, 0, 500, Commands::echoProbe, Commands::echoProbe);
        }
    }
}
