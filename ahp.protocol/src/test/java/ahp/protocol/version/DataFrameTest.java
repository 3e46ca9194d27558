package ahp.protocol.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.ActionOrigin;
import ahp.protocol.command.Method;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import ahp.protocol.terminal.TerminalAction;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link DataFrame} against Jackson: the frames must be equal strings, whatever the data. */
class DataFrameTest {

    private static final long[] SEQS = {0, 1, 2, 42, 1_000_000_007L, Long.MAX_VALUE, -1, Long.MIN_VALUE};

    private static String jackson(ActionEnvelope envelope) {
        return JsonRpcCodec.notification(Method.ACTION, envelope);
    }

    private static void assertSameFrame(String channel, String data, long serverSeq) {
        ActionEnvelope envelope = ActionEnvelope.of(channel, new TerminalAction.Data(data), serverSeq);
        assertTrue(DataFrame.fits(envelope));
        String expected = jackson(envelope);
        String actual = DataFrame.encode(envelope);
        if (!expected.equals(actual)) {
            int at = 0;
            while (at < Math.min(expected.length(), actual.length()) && expected.charAt(at) == actual.charAt(at)) {
                at++;
            }
            assertEquals(around(expected, at), around(actual, at), "frames differ at char " + at);
            assertEquals(expected.length(), actual.length(), "frame lengths");
        }
    }

    private static String around(String text, int at) {
        return text.substring(Math.max(0, at - 20), Math.min(text.length(), at + 20));
    }

    @Test
    void theSelfCheckPassedSoTheFastPathIsOn() {
        assertTrue(DataFrame.ACTIVE, "DataFrame disagrees with Jackson; see the warning it logged");
    }

    @Test
    void theFrameOfAChunkIsWhatJacksonWrites() {
        assertEquals("{\"jsonrpc\":\"2.0\",\"method\":\"action\",\"params\":{\"channel\":\"ahp-terminal:/1\","
                + "\"action\":{\"type\":\"terminal/data\",\"data\":\"a\\u001B[0m\\r\\n\"},\"serverSeq\":5}}",
                DataFrame.encode(ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Data("a\u001b[0m\r\n"), 5)));
    }

    @Test
    void everyCharOnItsOwnAndInsideWordsIsWrittenAsJacksonWritesIt() {
        String latin1 = "0123456789abcdefghijklmnopqrstuvwxyz-ABCDEFGHIJKLMNOPQRSTUVWXYZ+0123456789abcdefghijklmnopq";
        for (int c = 0; c <= 0xFFFF; c++) {
            String one = String.valueOf((char) c);
            assertSameFrame("ahp-terminal:/" + one, one, c);
            // Short: the tail loops. Long: the word loops, with the char among the first 64 (seen by
            // the probe) and past them (found while copying), at one of the eight places in a word
            // (Latin-1 chars at every place).
            assertSameFrame("c", "ab" + one + "cd" + one + one, c);
            for (int at = c & 7, end = c <= 0xFF ? 8 : at + 1; at < end; at++) {
                assertSameFrame("c", latin1.substring(0, 16 + at) + one + latin1 + one, c);
                assertSameFrame("c", latin1.substring(0, 72 + at) + one + "x" + one + one + latin1, c);
            }
        }
    }

    @Test
    void latin1TextWithAFewWideCharsLateInItIsWrittenAsJacksonWritesIt() {
        SplittableRandom random = new SplittableRandom(11);
        for (int round = 0; round < 2000; round++) {
            int length = round % 10 == 0 ? random.nextInt(1 << 16, 1 << 17) : random.nextInt(64, 4096);
            String text = RandomText.mostlyLatin1(random, length, round % 7);
            assertSameFrame(round % 5 == 0 ? "ahp-terminal:/\u2713" : "ahp-terminal:/1", text, round);
        }
    }

    @Test
    void theOddCasesAreWrittenAsJacksonWritesThem() {
        String[] odd = {"", "\"", "\\", "/", "\\\"", "\u007f", "\u0080\u009f", "\u2028\u2029", "\ufffe\uffff",
            "\ud83d\ude00", "\ud83d", "\ude00", "\ude00\ud83d", "x\ud800", "\udfffx", "\ud800\ud800\udc00",
            "\u001b[01;34mdir\u001b[0m\r\n", "</script>", "\u0000",
            // Runs of chars to escape, and what may end one: a '?', a wide char, the end.
            "\r\n?", "\r\n\u2713", "\"\\\r\n\u0001?x", "12345678\r\n12345679\r\n", "\r\n\r\n\r\n"};
        for (long seq : SEQS) {
            for (String data : odd) {
                for (String channel : odd) {
                    assertSameFrame(channel, data, seq);
                }
            }
        }
    }

    @Test
    void randomStringsFromEveryKindOfCharAreWrittenAsJacksonWritesThem() {
        SplittableRandom random = new SplittableRandom(20_260_129L);
        for (int round = 0; round < 3000; round++) {
            int length = switch (round % 10) {
                case 0 -> 0;
                case 1, 2, 3, 4 -> random.nextInt(1, 16);
                case 5, 6, 7, 8 -> random.nextInt(16, 2048);
                default -> random.nextInt(2048, 70_000);
            };
            String channel = RandomText.of(random, random.nextInt(0, 40));
            assertSameFrame(channel, RandomText.of(random, length), SEQS[round % SEQS.length]);
        }
    }

    @Test
    void megabyteChunksAreWrittenAsJacksonWritesThem() {
        SplittableRandom random = new SplittableRandom(7);
        assertSameFrame("ahp-terminal:/big", RandomText.of(random, 1 << 20), Long.MAX_VALUE);
        assertSameFrame("ahp-terminal:/big", "\u001b".repeat(1 << 20), 1);
        assertSameFrame("ahp-terminal:/big", "x".repeat(1 << 20), 0);
        StringBuilder seq = new StringBuilder();
        for (int n = 1; seq.length() < 1 << 20; n++) {
            seq.append(n).append("\r\n");
        }
        assertSameFrame("ahp-terminal:/big", seq.toString(), 0);
        assertSameFrame("ahp-terminal:/big", "\u00e9\u4e2d".repeat(1 << 19), 0);
        assertSameFrame("ahp-terminal:/big", "\u001b\u4e2d".repeat(1 << 19), 0);
        assertSameFrame("ahp-terminal:/big", "?\u00ff\u001b[0m".repeat(1 << 18) + "\u4e2d" + "\u0000".repeat(1 << 18), 0);
        assertSameFrame("ahp-terminal:/big", RandomText.mostlyLatin1(random, 1 << 20, 3), 0);
    }

    @Test
    void anEnvelopeWithAnOriginOrARejectionOrAnotherActionGoesThroughJackson() {
        TerminalAction.Data data = new TerminalAction.Data("x\u001b\"");
        ActionEnvelope[] others = {
            new ActionEnvelope("ahp-terminal:/1", data, 3, new ActionOrigin("c1", 9), null),
            new ActionEnvelope("ahp-terminal:/1", data, 3, null, "not yours"),
            new ActionEnvelope("ahp-terminal:/1", data, 3, new ActionOrigin("c\n1", 9), "no \"way\""),
            ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Input("x\u001b"), 3),
            ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Data(null), 3),
            ActionEnvelope.of(null, data, 3)};
        for (ActionEnvelope envelope : others) {
            assertFalse(DataFrame.fits(envelope), envelope.toString());
            String frame = new EncodedEnvelope(envelope).frameFor(VersionView.LATEST);
            assertEquals(jackson(envelope), frame);
        }
        assertTrue(new EncodedEnvelope(others[0]).frameFor(VersionView.LATEST).contains("\"origin\":{\"clientId\":\"c1\""));
        assertTrue(new EncodedEnvelope(others[1]).frameFor(VersionView.LATEST).endsWith(",\"rejectionReason\":\"not yours\"}}"));
    }

    @Test
    void everyVersionGetsTheOneFastFrame() {
        ActionEnvelope envelope = ActionEnvelope.of("ahp-terminal:/7", new TerminalAction.Data("\u001b[31mred\u001b[0m\r\n"), 11);
        EncodedEnvelope encoded = new EncodedEnvelope(envelope);
        String latest = encoded.frameFor(VersionView.LATEST);
        assertEquals(jackson(envelope), latest);
        for (VersionView view : VersionView.all()) {
            assertTrue(latest == encoded.frameFor(view), view.toString());
        }
    }
}
