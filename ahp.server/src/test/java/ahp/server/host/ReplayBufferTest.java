package ahp.server.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.terminal.TerminalAction;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The replay buffer's two bounds: envelopes, and characters of output among them. */
class ReplayBufferTest {

    private static final String TERMINAL = "ahp-terminal:/t";
    private static final Set<String> CHANNELS = Set.of(TERMINAL);

    @Test
    void smallEnvelopesAreKeptUpToTheirCount() {
        ReplayBuffer buffer = new ReplayBuffer(3, 1_000);
        for (long seq = 1; seq <= 5; seq++) {
            buffer.add(data(seq, "x"));
        }
        assertForgotten(buffer, 1, 5, "envelope 2 was forgotten");
        assertReplayed(buffer, 2, 5, List.of(3L, 4L, 5L), "the last three");
    }

    @Test
    void outputBeyondItsCharacterBoundIsForgottenOldestFirst() {
        ReplayBuffer buffer = new ReplayBuffer(1_000, 10);
        buffer.add(data(1, "aaaa"));
        buffer.add(ActionEnvelope.of(TERMINAL, new TerminalAction.Resized(80, 24), 2));
        buffer.add(data(3, "bbbb"));
        assertReplayed(buffer, 1, 3, List.of(2L, 3L), "8 characters fit");
        buffer.add(data(4, "cccc"));
        assertForgotten(buffer, 0, 4, "12 characters do not fit: the oldest output went");
        assertReplayed(buffer, 1, 4, List.of(2L, 3L, 4L), "the rest");
    }

    @Test
    void theNewestEnvelopeIsKeptHoweverLargeItIs() {
        ReplayBuffer buffer = new ReplayBuffer(1_000, 10);
        buffer.add(data(1, "a"));
        buffer.add(data(2, "b".repeat(100)));
        assertForgotten(buffer, 0, 2, "the small one went for the large one");
        assertReplayed(buffer, 1, 2, List.of(2L), "the large one alone");
        buffer.add(data(3, "c"));
        assertReplayed(buffer, 2, 3, List.of(3L), "the large one went for the next");
    }

    private static ActionEnvelope data(long seq, String text) {
        return ActionEnvelope.of(TERMINAL, new TerminalAction.Data(text), seq);
    }

    private static void assertReplayed(ReplayBuffer buffer, long lastSeen, long current, List<Long> expected, String why) {
        List<ActionEnvelope> missed = buffer.since(lastSeen, current, CHANNELS).orElseThrow(() -> new AssertionError(why));
        assertEquals(expected, missed.stream().map(ActionEnvelope::serverSeq).toList(), why);
    }

    private static void assertForgotten(ReplayBuffer buffer, long lastSeen, long current, String why) {
        assertTrue(buffer.since(lastSeen, current, CHANNELS).isEmpty(), why);
    }
}
