package ahp.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.Providers;
import ahp.terminals.api.spi.Screen;
import ahp.terminals.api.spi.ScreenProvider;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class JlineScreenTest {

    private final List<String> replies = new CopyOnWriteArrayList<>();

    private JlineScreen screen(int cols, int rows) {
        return new JlineScreen(cols, rows, replies::add, ScreenTuning.DEFAULT);
    }

    @Test
    void theProviderIsFoundByName() {
        List<ScreenProvider> found = Providers.load(ScreenProvider.class, List.of("jline"));
        assertEquals("jline", found.getFirst().name());
        try (Screen screen = found.getFirst().open(80, 24, replies::add)) {
            screen.write("hi");
            assertEquals("hi" + "\n".repeat(23), screen.render());
        }
    }

    @Test
    void tputSmcupAndRmcupSwitchTheAlternateScreen() throws Exception {
        for (String term : List.of("xterm-256color", "xterm-r6")) {
            try (JlineScreen screen = screen(80, 24)) {
                CompletableFuture<Void> entered = screen.whenAltBuffer().toCompletableFuture();
                assertFalse(entered.isDone());
                screen.write("$ ");
                screen.write(Programs.output(term, "tput", "smcup"));
                assertTrue(screen.isInAltBuffer(), term);
                entered.get(10, TimeUnit.SECONDS);
                assertTrue(screen.whenAltBuffer().toCompletableFuture().isDone(), "settled at once when there");
                screen.write(Programs.output(term, "tput", "rmcup"));
                assertFalse(screen.isInAltBuffer(), term);
            }
        }
    }

    @Test
    void theAlternateScreenSplitAtEveryByteSettlesTheWaiter() throws Exception {
        String enter = Programs.output("xterm-256color", "printf", "\\033[?1049h");
        assertEquals("\u001b[?1049h", enter);
        for (int at = 0; at < enter.length(); at++) {
            try (JlineScreen screen = screen(80, 24)) {
                CompletableFuture<Void> entered = screen.whenAltBuffer().toCompletableFuture();
                screen.write("x" + enter.substring(0, at));
                assertFalse(entered.isDone(), "not before the last byte, split at " + at);
                screen.write(enter.substring(at) + "y");
                entered.get(10, TimeUnit.SECONDS);
                assertTrue(screen.isInAltBuffer());
                assertEquals("y", screen.render().strip(), "jline switched too: the main screen's x is hidden");
            }
        }
    }

    @Test
    void bracketedPasteFromPrintf() throws Exception {
        try (JlineScreen screen = screen(80, 24)) {
            screen.write(Programs.output("xterm-256color", "printf", "\\033[?2004h"));
            assertTrue(screen.isBracketedPasteMode());
            screen.write(Programs.output("xterm-256color", "printf", "\\033[?2004l"));
            assertFalse(screen.isBracketedPasteMode());
        }
    }

    @Test
    void aCursorQueryIsAnsweredWhereTheCursorIs() {
        try (JlineScreen screen = screen(80, 24)) {
            screen.write("\u001b[5;10H\u001b[6n");
            assertEquals(List.of("\u001b[5;10R"), replies);
            screen.write("hello\r\nab");
            screen.write("\u001b[");
            screen.write("6n and on\u001b[6n");
            assertEquals(List.of("\u001b[5;10R", "\u001b[6;3R", "\u001b[6;10R"), replies);
            screen.write("\u001b[H\u001b[6n\u001b[3B\u001b[6n");
            assertEquals("\u001b[1;1R", replies.get(3), "each query sees only what came before it");
            assertEquals("\u001b[4;1R", replies.get(4));
        }
    }

    @Test
    void renderIsTheVisibleScreen() {
        try (JlineScreen screen = screen(20, 3)) {
            screen.write("one\r\ntwo 漢字\r\n\u001b[1mthree\u001b[0m");
            assertEquals("one\ntwo 漢字\nthree", screen.render());
            screen.write("\r\nfour");
            assertEquals("two 漢字\nthree\nfour", screen.render());
            screen.resize(10, 5);
            assertEquals(5, screen.render().split("\n", -1).length);
        }
    }

    @Test
    void historyIsBoundedHowEverMuchScrollsPast() {
        try (JlineScreen screen = screen(80, 24)) {
            StringBuilder chunk = new StringBuilder();
            for (int line = 0; line < 200_000; line++) {
                chunk.append("line ").append(line).append("\r\n");
                if (chunk.length() > 4096) {
                    screen.write(chunk.toString());
                    chunk.setLength(0);
                    if (line % 20_000 == 0) {
                        assertTrue(screen.historyRows() <= ScreenTuning.DEFAULT.historyRows() + 512,
                                "history rows: " + screen.historyRows());
                    }
                }
            }
            screen.write(chunk.append("end").toString());
            assertTrue(screen.historyRows() <= ScreenTuning.DEFAULT.historyRows() + 512, "history rows");
            String[] lines = screen.render().split("\n");
            assertEquals("line 199999", lines[22]);
            assertEquals("end", lines[23]);
        }
    }

    @Test
    void aScreenThatFallsBehindStartsAgainFromTheNewestOutput() {
        ScreenTuning tight = new ScreenTuning(10_000, 2_000, Duration.ofSeconds(60), Duration.ofSeconds(60), 256);
        try (JlineScreen screen = new JlineScreen(40, 5, replies::add, tight)) {
            screen.write("\u001b[?1049h");
            for (int line = 1; line <= 20_000; line++) {
                screen.write(line + "\r\n");
            }
            assertTrue(screen.droppedCharacters() > 0, "older output was dropped unapplied");
            assertEquals("19997\n19998\n19999\n20000\n", screen.render());
            assertTrue(screen.isInAltBuffer());
            screen.write("\u001b[?1049l");
            assertEquals("", screen.render().strip(), "the rebuilt screen was the alternate one");
        }
    }

    @Test
    void aHugeChunkIsQueuedInPiecesAndItsNewestPartKept() {
        try (JlineScreen screen = screen(40, 3)) {
            StringBuilder huge = new StringBuilder();
            for (int line = 1; line <= 400_000; line++) {
                huge.append(line).append("\r\n");
            }
            screen.write(huge.toString());
            assertTrue(screen.droppedCharacters() > 0, "more than the backlog holds");
            assertEquals("399999\n400000\n", screen.render());
        }
    }

    @Test
    void outputIsAppliedOnItsOwnOnceItPauses() throws Exception {
        ScreenTuning quick = new ScreenTuning(1 << 20, 1 << 18, Duration.ofMillis(5), Duration.ofMillis(50), 256);
        try (JlineScreen screen = new JlineScreen(40, 5, replies::add, quick)) {
            screen.write("applied");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (screen.waitingCharacters() > 0) {
                assertTrue(System.nanoTime() < deadline, "applied within 10 s");
                java.util.concurrent.locks.LockSupport.parkNanos(5_000_000);
            }
            assertTrue(screen.render().startsWith("applied"));
        }
    }

    @Test
    void aClosedScreenIgnoresWritesAndReleasesWhoeverWaits() {
        JlineScreen screen = screen(80, 24);
        CompletableFuture<Void> waiting = screen.whenAltBuffer().toCompletableFuture();
        screen.close();
        ExecutionException failed = assertThrows(ExecutionException.class, () -> waiting.get(10, TimeUnit.SECONDS));
        assertTrue(failed.getCause() instanceof CancellationException);
        screen.write("\u001b[?1049h\u001b[6n");
        assertFalse(screen.isInAltBuffer());
        assertEquals(List.of(), replies);
        assertEquals("", screen.render());
        screen.close();
    }

    @Test
    void aSizeUnderOneByOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> screen(0, 24));
        try (JlineScreen screen = screen(80, 24)) {
            assertThrows(IllegalArgumentException.class, () -> screen.resize(80, 0));
        }
    }
}
