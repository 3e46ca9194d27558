package ahp.server.sessions;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.Await;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the store brings back after a restart is what every client saw live (issue 41), for random
 * sequences of chat and session actions, valid and invalid, sent through the daemon's WebSocket on
 * {@code local} sessions whose {@code !} commands run on pipes ({@link RandomSteps}).
 *
 * <p>Each daemon start runs {@code ahp.roundtrip.perStart} sequences (default 4) of up to
 * {@code ahp.roundtrip.steps} steps (default 8) on the sessions the earlier ones left, waits until no
 * turn runs and no pending message waits, reads {@code listSessions} and every session's and chat's
 * state ({@link StoreSnapshot}), restarts the daemon on the same store, reads them again, and requires
 * them equal. {@code ahp.roundtrip.sequences} sequences run in all (default 300; the nightly run sets
 * thousands, docs/reliability.md), from {@code ahp.roundtrip.seed} (default: the clock, named in every
 * failure with the steps that led to it).
 *
 * <p>Fields compared as they are except these, which docs/sessions.md says are not kept:
 * <ul>
 *   <li>{@code activeClients}: "Active clients are not kept across a restart: no client is connected
 *       then, and each sets itself again."</li>
 *   <li>{@code modifiedAt}, and so the order of {@code listSessions} (most recently modified first),
 *       compared by URI instead: "the session is dated from its turns when it is read back"; "A session
 *       with commands is dated from its first command's start to its last one's end".</li>
 *   <li>{@code createdAt}: the same line (a session is re-dated from its first command's start).</li>
 * </ul>
 *
 * <p>This is a seeded {@link Random} under JUnit's own {@link TestFactory}, not jqwik: jqwik (1.10.1,
 * the newest) is built on JUnit Platform 1.x while this project runs JUnit 6, and its maintainers ask
 * that it not be used by coding agents, which write this project's tests. A failure is not shrunk;
 * its seed and its steps are reported, and each counterexample gets a plain test of its own.
 */
class StoreRoundTripTest extends SessionDaemonCase {

    private static final int SEQUENCES = Integer.getInteger("ahp.roundtrip.sequences", 300);
    private static final int PER_START = Integer.getInteger("ahp.roundtrip.perStart", 4);
    private static final int STEPS = Integer.getInteger("ahp.roundtrip.steps", 8);
    private static final long SEED = Long.getLong("ahp.roundtrip.seed", System.nanoTime());

    private final RoundTripWorld world = new RoundTripWorld();

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(10));
    }

    @TestFactory
    Stream<DynamicTest> whatARestartBringsBackIsWhatClientsSawLive() {
        Random seeds = new Random(SEED);
        int starts = (SEQUENCES + PER_START - 1) / PER_START;
        return IntStream.range(0, starts).mapToObj(start -> {
            List<Long> sequences = IntStream.range(0, PER_START).mapToObj(i -> seeds.nextLong()).toList();
            return DynamicTest.dynamicTest("start " + start + " of seed " + SEED + ": " + sequences,
                    () -> roundTrip(sequences));
        });
    }

    private void roundTrip(List<Long> sequences) {
        StringBuilder log = new StringBuilder();
        for (long seed : sequences) {
            Random random = new Random(seed);
            log.append("-- sequence ").append(seed).append('\n');
            RandomSteps steps = new RandomSteps(owner, world, random, work, log);
            int count = 1 + random.nextInt(STEPS);
            try {
                for (int i = 0; i < count; i++) {
                    steps.step();
                }
                StoreSnapshot.awaitQuiet(owner, StoreSnapshot.inWorkTree(work));
            } catch (RuntimeException | AssertionError failed) {
                throw new AssertionError("seed " + SEED + ", a step failed:\n" + log, failed);
            }
        }
        ObjectNode live = StoreSnapshot.of(owner);
        restart();
        // A restored session's changesets are read after the daemon starts (docs/changesets.md): a
        // difference that is only late goes; one the store made stays until the deadline.
        List<String> differences = new java.util.ArrayList<>();
        try {
            Await.until("the restarted daemon's snapshot equal to the live one", Duration.ofSeconds(10), () -> {
                differences.clear();
                differences.addAll(JsonDifferences.of(live, StoreSnapshot.of(owner)));
                return differences.isEmpty();
            });
        } catch (AssertionError late) {
            // reported below, with the differences and the steps
        }
        if (!differences.isEmpty()) {
            throw new AssertionError("seed " + SEED + ": after the restart\n" + String.join("\n", differences)
                    + "\nsteps:\n" + log);
        }
    }
}
