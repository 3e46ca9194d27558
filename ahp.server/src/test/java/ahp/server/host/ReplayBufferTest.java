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
        assertTrue(buffer.since(1, 5, CHANNELS).isEmpty(), "envelope 2 was forgotten");
        assertEquals(List.of(3L, 4L, 5L), seqs(buffer.since(2, 5, CHANNELS).orElseThrow()));
    }

    @Test
    void outputBeyondItsCharacterBoundIsForgottenOldestFirst() {
        ReplayBuffer buffer = new ReplayBuffer(1_000, 10);
        buffer.add(data(1, "aaaa"));
        buffer.add(ActionEnvelope.of(TERMINAL, new TerminalAction.Resized(80, 24), 2));
        buffer.add(data(3, "bbbb"));
        assertEquals(List.of(2L, 3L), seqs(buffer.since(1, 3, CHANNELS).orElseThrow()), "8 characters fit");
        buffer.add(data(4, "cccc"));
        assertTrue(buffer.since(0, 4, CHANNELS).isEmpty(), "12 characters do not fit: the oldest output went");
        assertEquals(List.of(2L, 3L, 4L), seqs(buffer.since(1, 4, CHANNELS).orElseThrow()));
    }

    @Test
    void theNewestEnvelopeIsKeptHoweverLargeItIs() {
        ReplayBuffer buffer = new ReplayBuffer(1_000, 10);
        buffer.add(data(1, "a"));
        buffer.add(data(2, "b".repeat(100)));
        assertTrue(buffer.since(0, 2, CHANNELS).isEmpty());
        assertEquals(List.of(2L), seqs(buffer.since(1, 2, CHANNELS).orElseThrow()));
        buffer.add(data(3, "c"));
        assertEquals(List.of(3L), seqs(buffer.since(2, 3, CHANNELS).orElseThrow()), "the large one went for the next");
    }

    private static ActionEnvelope data(long seq, String text) {
        return ActionEnvelope.of(TERMINAL, new TerminalAction.Data(text), seq);
    }

    private static List<Long> seqs(List<ActionEnvelope> envelopes) {
        return envelopes.stream().map(ActionEnvelope::serverSeq).toList();
    }
}
