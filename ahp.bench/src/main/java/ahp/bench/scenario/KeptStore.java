package ahp.bench.scenario;

import ahp.bench.wire.AhpClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A session store of kept terminals, built on a daemon through one client: sessions of
 * {@value #TURNS_PER_SESSION} {@code !true} turns each (the last fewer), {@value #PARALLEL} sessions
 * at a time, every turn's terminal disposed of after its turn, so the store keeps one exited
 * terminal per turn and no shell is left open.
 */
final class KeptStore {

    /** The turns of one session. */
    static final int TURNS_PER_SESSION = 10;

    /** How many sessions run their turns at once. */
    static final int PARALLEL = 4;

    /**
     * What was built.
     *
     * @param sessions the sessions' URIs
     * @param terminals the kept terminals' URIs (those of turns whose call succeeded), session by session
     * @param failedTurns turns that did not complete with their call succeeded
     */
    record Built(List<String> sessions, List<String> terminals, int failedTurns) {}

    private KeptStore() {}

    /** How many turns each session runs so that {@code terminals} are kept: ten each, the last fewer. */
    static List<Integer> turnsPerSession(int terminals) {
        if (terminals < 1) {
            throw new IllegalArgumentException("at least one terminal, not " + terminals);
        }
        List<Integer> turns = new ArrayList<>();
        for (int left = terminals; left > 0; left -= TURNS_PER_SESSION) {
            turns.add(Math.min(TURNS_PER_SESSION, left));
        }
        return List.copyOf(turns);
    }

    /**
     * {@code count} of {@code all}, spread evenly over it in its order (all of them when there are no
     * more than {@code count}): element {@code i * size / count} for each {@code i}.
     */
    static <T> List<T> spread(List<T> all, int count) {
        if (all.size() <= count) {
            return List.copyOf(all);
        }
        List<T> picked = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            picked.add(all.get((int) ((long) i * all.size() / count)));
        }
        return List.copyOf(picked);
    }

    /** Builds the store of {@code terminals} kept terminals, the sessions working in {@code folder}. */
    static Built build(RunContext context, AhpClient client, Path folder, int terminals) throws Exception {
        List<Integer> plan = turnsPerSession(terminals);
        List<String> sessions = Collections.synchronizedList(new ArrayList<>());
        List<List<String>> kept = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger failed = new AtomicInteger();
        try (ExecutorService pool = Executors.newFixedThreadPool(PARALLEL, Thread.ofVirtual().factory())) {
            List<Future<?>> running = new ArrayList<>();
            for (int turns : plan) {
                running.add(pool.submit(() -> {
                    CommandTurns.OpenSession session = CommandTurns.openSession(client, folder);
                    sessions.add(session.session());
                    List<String> ofSession = new ArrayList<>();
                    for (int i = 0; i < turns; i++) {
                        CommandTurns.Timed turn = CommandTurns.run(client, session.chat(), CommandTurns.TRUE);
                        Optional<String> problem = turn.events().problem();
                        if (problem.isPresent()) {
                            if (failed.incrementAndGet() <= 3) {
                                context.note("restart, building the store: " + problem.get());
                            }
                        } else {
                            ofSession.add(turn.events().terminal());
                        }
                    }
                    kept.add(ofSession);
                    return null;
                }));
            }
            for (Future<?> future : running) {
                future.get();
            }
        }
        return new Built(List.copyOf(sessions), kept.stream().flatMap(List::stream).toList(), failed.get());
    }
}
