package ahp.bench.scenario;

/**
 * How big the scenarios are; the issue's sizes by default, smaller ones for a quick look.
 *
 * @param echoProbes timed echo probes per shell (2000)
 * @param roundTrips timed command round trips (500)
 * @param completenessRuns runs of the 2 MB command per run (100)
 * @param footprintTerminals idle terminals of the footprint (100)
 * @param scaleTerminals terminals of the scale scenario (1000)
 * @param bangTurns timed {@code !true} turns (500)
 * @param keptTerminals terminals the restart scenario's session store keeps (1000)
 * @param acpTerminals timed terminals an ACP agent opens and waits for (200)
 * @param machineTurns timed {@code !true} turns in a Docker machine's warm container (100)
 * @param machineSessions sessions whose first {@code !true} turn, which makes their container, is timed (10)
 */
public record Sizes(int echoProbes, int roundTrips, int completenessRuns, int footprintTerminals, int scaleTerminals,
        int bangTurns, int keptTerminals, int acpTerminals, int machineTurns, int machineSessions) {

    /**
     * The sizes issue 6 names, and those of the {@code !} command, restart, ACP and machine scenarios
     * that came after it.
     */
    public static final Sizes ISSUE = new Sizes(2000, 500, 100, 100, 1000, 500, 1000, 200, 100, 10);

    /** A tenth of {@link #ISSUE}, for a look ({@code --quick}). */
    public static final Sizes QUICK = new Sizes(200, 50, 10, 10, 100, 50, 100, 20, 10, 2);

    /** Checks that every size is at least 1 and no more than ten times the issue's. */
    public Sizes {
        check("echo probes", echoProbes, 20_000);
        check("round trips", roundTrips, 5_000);
        check("completeness runs", completenessRuns, 1_000);
        check("footprint terminals", footprintTerminals, 1_000);
        check("scale terminals", scaleTerminals, 3_000);
        check("! command turns", bangTurns, 5_000);
        check("kept terminals", keptTerminals, 10_000);
        check("ACP agent terminals", acpTerminals, 2_000);
        check("machine turns", machineTurns, 1_000);
        check("machine sessions", machineSessions, 100);
    }

    private static void check(String what, int value, int max) {
        if (value < 1 || value > max) {
            throw new IllegalArgumentException(what + " must be from 1 to " + max + ", not " + value);
        }
    }
}
