package ahp.bench.scenario;

import ahp.bench.report.Metric;
import java.util.List;

/**
 * One scenario of issue 6, or of the {@code !} command, restart, ACP agent and machine ones after
 * it: measured once per run, the raw reader and the daemon back to back (the daemon alone where the
 * raw reader has no equivalent).
 */
public sealed interface Scenario permits Throughput, EchoLatency, RoundTrip, Completeness, Bang, AcpTerminals, McpTools,
        LongTurns, Footprint, Scale, Restart, MachineTurns {

    /** Its name on the command line. */
    String name();

    /** The figures it produces, in the table's order. */
    List<Metric> metrics();

    /** Measures it once; figures and notes go to the context. */
    void run(RunContext context) throws Exception;

    /** Every scenario, in the order a run measures them. */
    static List<Scenario> all(Sizes sizes) {
        return List.of(new Throughput(sizes), new EchoLatency(sizes), new RoundTrip(sizes), new Completeness(sizes),
                new Bang(sizes), new AcpTerminals(sizes), new McpTools(sizes), new LongTurns(sizes), new Footprint(sizes), new Scale(sizes),
                new Restart(sizes), new MachineTurns(sizes));
    }
}
