package ahp.terminals.api.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalContentPart.Command;
import ahp.protocol.terminal.TerminalContentPart.Unclassified;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The cap, the order parts and characters go in, and what it costs to keep it. */
class ScrollbackTest {

    @Test
    void aSnapshotReusesThePartsNoOutputComesToUntilTheyChange() {
        Scrollback scrollback = new Scrollback(1_000);
        scrollback.append("$ ");
        scrollback.startCommand(new TerminalAction.CommandExecuted("c1", "ls", 7));
        scrollback.append("out");
        scrollback.finishCommand(new TerminalAction.CommandFinished("c1", 0, 5L));
        scrollback.append("$ ");
        List<TerminalContentPart> first = scrollback.toContent();
        List<TerminalContentPart> second = scrollback.toContent();
        assertSame(first.get(0), second.get(0), "a sealed part's value is made once");
        assertSame(first.get(1), second.get(1));
        assertNotSame(first.get(2), second.get(2), "the open part is read afresh");
        scrollback.finishCommand(new TerminalAction.CommandFinished("c1", 3, 6L)); // a part that changes is made again
        assertEquals(new Command("c1", "ls", "out", 7, true, 3, 6L), scrollback.toContent().get(1));
        assertEquals(List.of(new Unclassified("$ "), new Command("c1", "ls", "out", 7, true, 3, 6L), new Unclassified("$ ")),
                scrollback.toContent());
    }

    @Test
    void theContentFromTheEndHoldsTheNewestPartsThatReachTheCharactersAsked() {
        Scrollback scrollback = new Scrollback(1_000);
        scrollback.append("0123456789");
        scrollback.startCommand(new TerminalAction.CommandExecuted("c1", "ls", 7));
        scrollback.append("abcde");
        scrollback.finishCommand(new TerminalAction.CommandFinished("c1", 0, 5L));
        scrollback.append("$ ");
        List<TerminalContentPart> all = scrollback.toContent();
        assertEquals(all.subList(2, 3), scrollback.toContentFromEnd(2));
        assertEquals(all.subList(1, 3), scrollback.toContentFromEnd(3));
        assertEquals(all.subList(1, 3), scrollback.toContentFromEnd(7));
        assertEquals(all, scrollback.toContentFromEnd(8));
        assertEquals(all, scrollback.toContentFromEnd(100));
        assertEquals(List.of(), new Scrollback(10).toContentFromEnd(5));
    }

    @Test
    void wholePartsGoFromTheFrontWhileTheRestFillsTheCapThenTheOldestCharacters() {
        Scrollback scrollback = new Scrollback(10);
        scrollback.append("abcd");
        scrollback.startCommand(new TerminalAction.CommandExecuted("c1", "make", 7));
        scrollback.append("efg");
        scrollback.finishCommand(new TerminalAction.CommandFinished("c1", 2, 30L));
        assertEquals(List.of(new Unclassified("abcd"), new Command("c1", "make", "efg", 7, true, 2, 30L)),
                scrollback.toContent());

        // 12 characters: dropping "abcd" whole would leave 8, under the cap, so only its two oldest go.
        scrollback.append("hijkl");
        assertEquals(List.of(new Unclassified("cd"), new Command("c1", "make", "efg", 7, true, 2, 30L),
                new Unclassified("hijkl")), scrollback.toContent());
        assertEquals(10, scrollback.length());

        // 14: "cd" goes whole (12 left, still over), then the command's two oldest characters.
        scrollback.append("mnop");
        assertEquals(List.of(new Command("c1", "make", "g", 7, true, 2, 30L), new Unclassified("hijklmnop")),
                scrollback.toContent());

        // 13: the command goes whole (12 left), then the oldest characters of the part left.
        scrollback.append("qrs");
        assertEquals(List.of(new Unclassified("jklmnopqrs")), scrollback.toContent());
        assertEquals(10, scrollback.length());
    }

    @Test
    void aCommandLargerThanTheCapKeepsItsNewestOutputWhenTheNextPromptArrives() {
        Scrollback scrollback = new Scrollback(8);
        scrollback.startCommand(new TerminalAction.CommandExecuted("c1", "seq", 1));
        scrollback.append("0123456789abcdef");
        scrollback.finishCommand(new TerminalAction.CommandFinished("c1", 0, 5L));
        scrollback.append("$ ");
        assertEquals(List.of(new Command("c1", "seq", "abcdef", 1, true, 0, 5L), new Unclassified("$ ")),
                scrollback.toContent());
    }

    @Test
    void aRunningCommandKeepsItsNewestOutputAndWhatTheShellSaidAboutIt() {
        Scrollback scrollback = new Scrollback(5);
        scrollback.startCommand(new TerminalAction.CommandExecuted("c1", "yes", 1));
        scrollback.append("0123456789");
        scrollback.finishCommand(new TerminalAction.CommandFinished("c1", null, null));
        List<TerminalContentPart> content = scrollback.toContent();
        assertEquals(List.of(new Command("c1", "yes", "56789", 1, true, null, null)), content);
    }

    @Test
    void aChunkLargerThanTheCapKeepsItsTail() {
        Scrollback scrollback = new Scrollback(4);
        scrollback.append("ab");
        scrollback.startCommand(new TerminalAction.CommandExecuted("c1", "x", 1));
        scrollback.append("0123456789");
        assertEquals(List.of(new Command("c1", "x", "6789", 1, false, null, null)), scrollback.toContent());
    }

    @Test
    void clearEmptiesIt() {
        Scrollback scrollback = new Scrollback(4);
        scrollback.append("ab");
        scrollback.clear();
        assertEquals(List.of(), scrollback.toContent());
        assertEquals(0, scrollback.length());
        scrollback.append("c");
        assertEquals(List.of(new Unclassified("c")), scrollback.toContent());
    }

    @Test
    void fiftyMegabytesInFourKilobyteChunksKeepTheCapAndBoundedMemory() {
        Scrollback scrollback = new Scrollback(Scrollback.DEFAULT_CAPACITY);
        String chunk = "x".repeat(4095) + "\n";
        long maxRetained = 0;
        for (int i = 0; i < 12_800; i++) {
            if (i % 1000 == 0) {
                scrollback.startCommand(new TerminalAction.CommandExecuted("c" + i, "cat", i));
            }
            scrollback.append(chunk);
            maxRetained = Math.max(maxRetained, scrollback.retained());
        }
        assertEquals(Scrollback.DEFAULT_CAPACITY, scrollback.length());
        assertTrue(maxRetained <= 4L * Scrollback.DEFAULT_CAPACITY,
                "characters held in memory peaked at " + maxRetained);
    }

    @Test
    void aStreamingPartKeepsItsBuilderOnceFull() {
        Scrollback scrollback = new Scrollback(Scrollback.DEFAULT_CAPACITY);
        String chunk = "s".repeat(4095) + "\n";
        Set<Long> retainedOnceFull = new HashSet<>();
        for (int i = 0; i < 2_000; i++) {
            scrollback.append(chunk);
            if (i >= 200) {
                retainedOnceFull.add(scrollback.retained());
            }
        }
        // Compactions move the kept characters down in place: no new builder, no regrowing it.
        assertEquals(1, retainedOnceFull.size(), "capacities seen: " + retainedOnceFull);
    }

    @Test
    void oneHugeChunkDoesNotKeepItsMemory() {
        Scrollback scrollback = new Scrollback(Scrollback.DEFAULT_CAPACITY);
        scrollback.append("y".repeat(5_000_000));
        scrollback.append("z");
        assertEquals(Scrollback.DEFAULT_CAPACITY, scrollback.length());
        assertTrue(scrollback.retained() <= 4L * Scrollback.DEFAULT_CAPACITY,
                "characters held in memory: " + scrollback.retained());
        String text = scrollback.toContent().getFirst().text();
        assertEquals("y".repeat(Scrollback.DEFAULT_CAPACITY - 1) + "z", text);
    }
}
