package ahp.server.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalReducer;
import ahp.protocol.terminal.TerminalState;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

/** The host's copy of a terminal's state is the protocol reducer's fold, kept incrementally. */
class TerminalModelTest {

    private static final TerminalState OPENED =
            TerminalState.opened("bash", "file:///tmp", 80, 24, new TerminalClaim.Client(""), true);

    @RepeatedTest(50)
    void itFoldsActionsAsTheReducerDoes(RepetitionInfo repetition) {
        long seed = 0x5eed_0000L + repetition.getCurrentRepetition();
        RandomGenerator random = RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
        TerminalModel model = new TerminalModel(OPENED);
        TerminalState expected = OPENED;
        List<String> commands = new ArrayList<>();
        for (int step = 0; step < 200; step++) {
            TerminalAction action = randomAction(random, commands);
            model.apply(action);
            expected = TerminalReducer.reduce(expected, action);
        }
        assertEquals(expected, model.state(), "seed " + seed);
    }

    @Test
    void theScrollbackIsCappedWholePartsFirstThenTheOldestCharacters() {
        TerminalModel model = new TerminalModel(OPENED);
        model.apply(new TerminalAction.Data("a".repeat(150_000)));
        model.apply(new TerminalAction.CommandExecuted("c1", "make", 1L));
        model.apply(new TerminalAction.Data("b".repeat(100_000)));
        List<TerminalContentPart> content = model.state().content();
        assertEquals(1, content.size(), "the whole first part went");
        assertEquals(100_000, content.getFirst().text().length());
        model.apply(new TerminalAction.CommandFinished("c1", 0, 5L));
        model.apply(new TerminalAction.Data("c".repeat(150_000)));
        content = model.state().content();
        assertEquals(List.of(new TerminalContentPart.Unclassified("c".repeat(150_000))), content,
                "over the cap with two parts: the whole older part went, though that leaves less than the cap");
        model.apply(new TerminalAction.Data("d".repeat(60_000)));
        content = model.state().content();
        assertEquals(List.of(new TerminalContentPart.Unclassified("c".repeat(140_000) + "d".repeat(60_000))), content,
                "one part left: its oldest characters went");
        for (int i = 0; i < 10_000; i++) {
            model.apply(new TerminalAction.Data("xy"));
        }
        String text = model.state().content().getFirst().text();
        assertEquals(200_000, text.length());
        assertTrue(text.endsWith("xy".repeat(10_000)) && text.startsWith("c".repeat(120_000) + "d"));
    }

    private static TerminalAction randomAction(RandomGenerator random, List<String> commands) {
        return switch (random.nextInt(10)) {
            case 0, 1, 2, 3 -> new TerminalAction.Data("out" + random.nextInt(1000) + "\r\n");
            case 4 -> {
                String id = "cmd" + commands.size();
                commands.add(id);
                yield new TerminalAction.CommandExecuted(id, "echo " + id, random.nextLong(1, 1_000_000));
            }
            case 5 -> commands.isEmpty() ? new TerminalAction.Cleared()
                    : new TerminalAction.CommandFinished(commands.get(random.nextInt(commands.size())),
                            random.nextBoolean() ? random.nextInt(3) : null, random.nextBoolean() ? 7L : null);
            case 6 -> new TerminalAction.Resized(random.nextInt(1, 300), random.nextInt(1, 100));
            case 7 -> new TerminalAction.TitleChanged("t" + random.nextInt(5));
            case 8 -> random.nextInt(8) == 0 ? new TerminalAction.Cleared() : new TerminalAction.Input("x");
            default -> switch (random.nextInt(4)) {
                case 0 -> new TerminalAction.Claimed(new TerminalClaim.Client("c" + random.nextInt(3)));
                case 1 -> new TerminalAction.CwdChanged("file:///w" + random.nextInt(3));
                case 2 -> new TerminalAction.CommandDetectionAvailable();
                default -> new TerminalAction.Exited(random.nextInt(3));
            };
        };
    }
}
