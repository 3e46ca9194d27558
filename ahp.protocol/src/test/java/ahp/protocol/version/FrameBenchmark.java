package ahp.protocol.version;

import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.Method;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import ahp.protocol.terminal.TerminalAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What the {@code action} frame of one 64 KiB chunk of output costs, through Jackson and through
 * {@link DataFrame}. One operation is one chunk of 64 KiB of UTF-8, so MiB/s is the score over 16.
 * Corpora: {@code base64} (76 chars a line, CRLF), {@code seq} ({@code seq}'s numbers, six or seven
 * digits a line, CRLF: an escape every fourth char of the frame), {@code ls} (coloured listing: ESC[01;34m and the
 * like around most names), {@code utf8} (prose mixing ASCII, accented Latin, Cyrillic, CJK and emoji),
 * {@code lsWide} (the listing with a U+2713 check mark ending each line: mostly ASCII, but a string
 * that is not Latin-1 takes {@link FrameBuilder}'s slower path).
 * Run with {@code mvn -B -pl ahp.protocol -am -Pbench verify -DskipTests}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FrameBenchmark {

    private static final int CHUNK_BYTES = 64 << 10;

    /** Which corpus the chunk is cut from. */
    @Param({"base64", "seq", "ls", "utf8", "lsWide"})
    public String corpus;

    private ActionEnvelope envelope;

    /** Builds the chunk and checks both encoders agree on it. */
    @Setup
    public void chunk() {
        SplittableRandom random = new SplittableRandom(42);
        StringBuilder text = new StringBuilder(CHUNK_BYTES);
        while (text.toString().getBytes(StandardCharsets.UTF_8).length < CHUNK_BYTES) {
            switch (corpus) {
                case "base64" -> base64Lines(random, text);
                case "seq" -> seqLines(text);
                case "ls" -> lsLines(random, text);
                case "lsWide" -> {
                    lsLines(random, text);
                    text.insert(text.length() - 2, " \u2713");
                }
                default -> prose(random, text);
            }
        }
        while (text.toString().getBytes(StandardCharsets.UTF_8).length > CHUNK_BYTES) {
            text.setLength(text.length() - 1);
            if (Character.isHighSurrogate(text.charAt(text.length() - 1))) {
                text.setLength(text.length() - 1);
            }
        }
        envelope = ActionEnvelope.of("ahp-terminal:/3f2a9c1e", new TerminalAction.Data(text.toString()), 123_456_789L);
        if (!jackson().equals(dataFrame())) {
            throw new IllegalStateException("DataFrame and Jackson disagree on the " + corpus + " chunk");
        }
    }

    /** The frame through databind, as before. */
    @Benchmark
    public String jackson() {
        return JsonRpcCodec.notification(Method.ACTION, envelope);
    }

    /** The frame through the hand-written encoder. */
    @Benchmark
    public String dataFrame() {
        return DataFrame.encode(envelope);
    }

    private static void base64Lines(SplittableRandom random, StringBuilder text) {
        byte[] bytes = new byte[57 * 64];
        random.nextBytes(bytes);
        String encoded = Base64.getEncoder().encodeToString(bytes);
        for (int at = 0; at < encoded.length(); at += 76) {
            text.append(encoded, at, Math.min(encoded.length(), at + 76)).append("\r\n");
        }
    }

    private static void seqLines(StringBuilder text) {
        int from = 123_456 + text.length() / 8;
        for (int n = from; n < from + 64; n++) {
            text.append(n).append("\r\n");
        }
    }

    private static void lsLines(SplittableRandom random, StringBuilder text) {
        String[] styles = {"01;34", "01;32", "01;36", "00", "01;31", "40;33;01", "34;42"};
        for (int column = 0; column < 5; column++) {
            String name = "file_" + Integer.toString(random.nextInt(1 << 20), 36) + (random.nextBoolean() ? ".txt" : "");
            int style = random.nextInt(styles.length + 3);
            if (style < styles.length) {
                text.append("\u001b[").append(styles[style]).append('m').append(name).append("\u001b[0m");
            } else {
                text.append(name);
            }
            text.append(" ".repeat(Math.max(2, 22 - name.length())));
        }
        text.append("\r\n");
    }

    private static void prose(SplittableRandom random, StringBuilder text) {
        String[] words = {"the", "output", "of", "a", "process", "café", "naïve", "Größe", "über", "façade",
            "терминал", "вывод", "终端", "输出", "日本語", "テキスト", "한국어", "😀", "🚀", "x→y", "½", "€10"};
        for (int word = random.nextInt(6, 14); word > 0; word--) {
            text.append(words[random.nextInt(words.length)]).append(' ');
        }
        text.append(random.nextInt(4) == 0 ? "\"quoted\" \\path\\\r\n" : ".\r\n");
    }
}
