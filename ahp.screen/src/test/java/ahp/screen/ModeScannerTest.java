package ahp.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ModeScannerTest {

    /** Scans chunks, recording events with positions in the whole stream. */
    private static final class Recorder implements ModeScanner.Events {
        final ModeScanner scanner = new ModeScanner();
        final List<Integer> queries = new ArrayList<>();
        int entered;
        int offset;

        Recorder feed(String chunk) {
            scanner.scan(chunk, 0, chunk.length(), this);
            offset += chunk.length();
            return this;
        }

        @Override
        public void alternateScreenEntered() {
            entered++;
        }

        @Override
        public void cursorQuery(int end) {
            queries.add(offset + end);
        }
    }

    private static Recorder whole(String stream) {
        return new Recorder().feed(stream);
    }

    @Test
    void theAlternateScreenSplitAtEveryCharacter() {
        String stream = "before\u001b[?1049hafter";
        for (int at = 0; at <= stream.length(); at++) {
            Recorder recorder = new Recorder().feed(stream.substring(0, at)).feed(stream.substring(at));
            assertTrue(recorder.scanner.alternateScreen(), "split at " + at);
            assertEquals(1, recorder.entered, "split at " + at);
        }
    }

    @Test
    void everyAlternateScreenModeAndItsReset() {
        for (String mode : List.of("47", "1047", "1049")) {
            Recorder recorder = whole("\u001b[?" + mode + "h");
            assertTrue(recorder.scanner.alternateScreen(), mode);
            assertFalse(recorder.feed("\u001b[?" + mode + "l").scanner.alternateScreen(), mode);
        }
        Recorder twice = whole("\u001b[?1049h\u001b[?1049h\u001b[?1049l\u001b[?1049h");
        assertEquals(2, twice.entered, "entering counts only from the main screen");
    }

    @Test
    void modesTogetherInOneSequence() {
        Recorder recorder = whole("\u001b[?1000;1049;2004h");
        assertTrue(recorder.scanner.alternateScreen());
        assertTrue(recorder.scanner.bracketedPaste());
        recorder.feed("\u001b[?2004;25l");
        assertFalse(recorder.scanner.bracketedPaste());
        assertFalse(recorder.scanner.cursorVisible());
        assertTrue(recorder.scanner.alternateScreen());
    }

    @Test
    void cursorQueriesAndWhatIsNotOne() {
        assertEquals(List.of(6), whole("ab\u001b[6ncd").queries);
        assertEquals(List.of(4, 8), whole("\u001b[6n\u001b[6n").queries);
        assertEquals(List.of(), whole("\u001b[?6n\u001b[16n\u001b[6 n\u001b[5n\u001b6n").queries);
        assertEquals(List.of(3), whole("\u009b6n").queries, "8-bit CSI");
    }

    @Test
    void aCursorQuerySplitAtEveryCharacterIsReportedOnceWhereItEnds() {
        String stream = "xy\u001b[6nz";
        for (int at = 0; at <= stream.length(); at++) {
            Recorder recorder = new Recorder().feed(stream.substring(0, at)).feed(stream.substring(at));
            assertEquals(List.of(6), recorder.queries, "split at " + at);
        }
    }

    @Test
    void stringsAndAbortedSequencesHideNothingAndInventNothing() {
        assertFalse(whole("\u001b]0;title [?1049h\u0007").scanner.alternateScreen(), "inside an OSC");
        assertTrue(whole("\u001b]0;title\u0007\u001b[?1049h").scanner.alternateScreen(), "after a BEL");
        assertTrue(whole("\u001b]0;title\u001b\\\u001b[?2004h").scanner.bracketedPaste(), "after ST");
        assertTrue(whole("\u001b]0;unterminated\n\u001b[?2004h").scanner.bracketedPaste(), "a C0 ends it");
        assertFalse(whole("\u001b[?20\u001804h").scanner.bracketedPaste(), "CAN aborts");
        assertFalse(whole("\u001b[?" + "0;".repeat(20) + "2004h").scanner.bracketedPaste(), "over 32 characters");
        assertTrue(whole("\u001b[?20\n04h").scanner.bracketedPaste(), "a C0 inside a CSI is executed");
        assertTrue(whole("\u009b?2004h").scanner.bracketedPaste(), "8-bit CSI");
    }

    @Test
    void aFullResetClearsTheModes() {
        Recorder recorder = whole("\u001b[?1049;2004h\u001b[?25l\u001bc");
        assertFalse(recorder.scanner.alternateScreen());
        assertFalse(recorder.scanner.bracketedPaste());
        assertTrue(recorder.scanner.cursorVisible());
    }

    @Test
    void groundIsBetweenSequences() {
        ModeScanner scanner = new ModeScanner();
        ModeScanner.Events none = new Recorder();
        String begun = "text\u001b[1";
        scanner.scan(begun, 0, begun.length(), none);
        assertFalse(scanner.atGround());
        scanner.scan("m more", 0, 6, none);
        assertTrue(scanner.atGround());
        scanner.scan("\u001b]0;t", 0, 5, none);
        assertFalse(scanner.atGround());
    }

    @Test
    void randomStreamsScanTheSameInAnyChunks() {
        long seed = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        List<String> tokens = List.of("a", "é", "😀", "\r\n", "\u001b[", "?", "1049", "2004", "47", ";", "h", "l", "6",
                "n", "\u001b]0;", "\u0007", "\u001b\\", "\u001b", "\u0018", "\u009b", "c", "25", "m", " ");
        for (int round = 0; round < 500; round++) {
            StringBuilder stream = new StringBuilder();
            for (int i = random.nextInt(1, 60); i > 0; i--) {
                stream.append(tokens.get(random.nextInt(tokens.size())));
            }
            String text = stream.toString();
            Recorder expected = whole(text);
            Recorder chunked = new Recorder();
            for (int at = 0; at < text.length(); ) {
                int next = Math.min(text.length(), at + random.nextInt(1, 8));
                chunked.feed(text.substring(at, next));
                at = next;
            }
            String what = "seed " + seed + ", stream " + text.replace("\u001b", "ESC");
            assertEquals(expected.queries, chunked.queries, what);
            assertEquals(expected.entered, chunked.entered, what);
            assertEquals(expected.scanner.alternateScreen(), chunked.scanner.alternateScreen(), what);
            assertEquals(expected.scanner.bracketedPaste(), chunked.scanner.bracketedPaste(), what);
            assertEquals(expected.scanner.atGround(), chunked.scanner.atGround(), what);
        }
    }

    /**
     * Long chunks take the jump between sequences (by ESC alone in ASCII text, by every character
     * otherwise); fed one character at a time they never do. Both must see the same events and
     * end in the same state, for ASCII streams and for streams with C1 codes and other non-ASCII.
     */
    @Test
    void longChunksSeeWhatOneCharacterAtATimeSees() {
        SplittableRandom random = new SplittableRandom(633);
        String[] pieces = {"\u001b[?1049h", "\u001b[?1049l", "\u001b[?2004h", "\u001b[?25l", "\u001b[6n", "\u001b]0;title\u0007",
            "\u001b[31m", "\u001bc", "\u001b[?47h", "\u001b[", "\r\n", "plain text ", "0123456789", "\u009b6n", "\u009b?1049h",
            "é", "✓", "\u0018", "\u011b[6n", "\u019b", "\u0141"};
        for (int round = 0; round < 300; round++) {
            boolean asciiOnly = round % 2 == 0;
            StringBuilder stream = new StringBuilder();
            while (stream.length() < 2_000) {
                String piece = pieces[random.nextInt(pieces.length)];
                if (!asciiOnly || piece.chars().allMatch(c -> c < 0x80)) {
                    stream.append(piece);
                }
            }
            String text = stream.toString();
            Recorder byCharacter = new Recorder();
            for (int at = 0; at < text.length(); at++) {
                byCharacter.feed(text.substring(at, at + 1));
            }
            Recorder inTwo = new Recorder();
            int cut = random.nextInt(text.length());
            inTwo.feed(text.substring(0, cut)).feed(text.substring(cut));
            for (Recorder whole : List.of(whole(text), inTwo)) {
                assertEquals(byCharacter.queries, whole.queries, "round " + round);
                assertEquals(byCharacter.entered, whole.entered, "round " + round);
                assertEquals(byCharacter.scanner.alternateScreen(), whole.scanner.alternateScreen(), "round " + round);
                assertEquals(byCharacter.scanner.bracketedPaste(), whole.scanner.bracketedPaste(), "round " + round);
                assertEquals(byCharacter.scanner.cursorVisible(), whole.scanner.cursorVisible(), "round " + round);
                assertEquals(byCharacter.scanner.atGround(), whole.scanner.atGround(), "round " + round);
            }
        }
    }

    /**
     * The jump by ESC alone is taken only when no character's low byte could be a C1 code's, block
     * after block of the thread's buffer: a C1 code far into a long chunk is still seen, and a wide
     * character whose low byte is ESC's (U+011B) starts no sequence.
     */
    @Test
    void aC1CodeIsSeenAnywhereInALongChunkAndAWideCharacterIsNoEscape() {
        String far = "x".repeat(9_000) + "\u009b6n" + "y".repeat(300);
        assertEquals(List.of(9_003), whole(far).queries);
        String wide = "\u0141".repeat(300) + "\u011b[6n" + "\u009b6n";
        assertEquals(List.of(wide.length()), whole(wide).queries);
        assertEquals(List.of(), whole("\u011b[6n".repeat(100)).queries);
    }
}
