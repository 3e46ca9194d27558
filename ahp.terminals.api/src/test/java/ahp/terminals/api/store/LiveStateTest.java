package ahp.terminals.api.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalReducer;
import ahp.protocol.terminal.TerminalState;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import org.junit.jupiter.api.Test;

/** The incremental state is the pure reducer's fold, action by action. */
class LiveStateTest {

    private static final TerminalState OPENED =
            TerminalState.opened("bash", "file:///tmp", 80, 24, new TerminalClaim.Client(""), false);

    @Test
    void foldsLikeTheReducerBelowTheCap() {
        long seed = Long.getLong("ahp.seed", System.nanoTime());
        System.out.println("LiveStateTest seed " + seed + " (rerun with -Dahp.seed=" + seed + ")");
        RandomGenerator random = RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
        for (int run = 0; run < 200; run++) {
            RandomActions actions = new RandomActions(random, 40);
            LiveState live = new LiveState(OPENED, Scrollback.DEFAULT_CAPACITY);
            TerminalState folded = OPENED;
            List<TerminalAction> applied = new ArrayList<>();
            for (int step = 0; step < 300; step++) {
                TerminalAction action = actions.next();
                applied.add(action);
                folded = TerminalReducer.reduce(folded, action);
                live.apply(action);
                assertEquals(folded, live.snapshot(), () -> "seed " + seed + " after " + applied);
            }
        }
    }

    @Test
    void foldsLikeTheReducerWithTheReferenceTrimAboveASmallCap() {
        long seed = Long.getLong("ahp.seed", System.nanoTime());
        System.out.println("LiveStateTest trim seed " + seed + " (rerun with -Dahp.seed=" + seed + ")");
        RandomGenerator random = RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
        for (int run = 0; run < 200; run++) {
            int cap = 1 + random.nextInt(60);
            RandomActions actions = new RandomActions(random, 25);
            LiveState live = new LiveState(OPENED, cap);
            TerminalState model = OPENED;
            List<TerminalAction> applied = new ArrayList<>();
            for (int step = 0; step < 300; step++) {
                TerminalAction action = actions.next();
                applied.add(action);
                model = trimmed(TerminalReducer.reduce(model, action), cap);
                live.apply(action);
                assertEquals(model, live.snapshot(), () -> "seed " + seed + ", cap " + cap + " after " + applied);
            }
        }
    }

    @Test
    void inputChangesNothingAndKeepsTheSnapshot() {
        LiveState live = new LiveState(OPENED, 10);
        live.apply(new TerminalAction.Data("abc"));
        TerminalState before = live.snapshot();
        live.apply(new TerminalAction.Input("ls\n"));
        assertSame(before, live.snapshot());
    }

    /** The reference trim, written the obvious way on immutable lists. */
    static TerminalState trimmed(TerminalState state, int cap) {
        List<TerminalContentPart> parts = new ArrayList<>(state.content());
        int total = parts.stream().mapToInt(part -> part.text().length()).sum();
        if (total <= cap) {
            return state;
        }
        while (total > cap && parts.size() > 1 && total - parts.getFirst().text().length() >= cap) {
            total -= parts.removeFirst().text().length();
        }
        if (total > cap) {
            parts.set(0, withText(parts.getFirst(), parts.getFirst().text().substring(total - cap)));
        }
        return new TerminalState(state.title(), state.cwd(), state.cols(), state.rows(), parts, state.lifecycle(),
                state.claim(), state.supportsCommandDetection(), state.isPty());
    }

    private static TerminalContentPart withText(TerminalContentPart part, String text) {
        return switch (part) {
            case TerminalContentPart.Unclassified ignored -> new TerminalContentPart.Unclassified(text);
            case TerminalContentPart.Command c -> new TerminalContentPart.Command(c.commandId(), c.commandLine(), text,
                    c.timestamp(), c.isComplete(), c.exitCode(), c.durationMs());
        };
    }
}
