package ahp.screen;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.jline.utils.ScreenTerminal;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What the screen costs per MiB of output, in 8 KiB chunks at 120x40 (one operation is one MiB, so
 * the score is MiB/s). {@code write} is what the reader thread pays; {@code writeThenRender} adds
 * bringing jline up to date when somebody looks; {@code jlineAlone} is jline's own parser, the
 * ceiling this design keeps off the reader's path; {@code scanOnly} is the scanner by itself.
 * Run with {@code mvn -B -pl ahp.screen -am -Pbench verify -DskipTests}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ScreenBenchmark {

    private static final int MIB = 8;
    private static final int CHUNK = 8192;

    /** {@code mixed}: colours, cursor moves, titles, the alternate screen, CJK; {@code log}: plain lines. */
    @Param({"mixed", "log"})
    public String corpus;

    private List<String> chunks;

    /** Builds {@value #MIB} MiB of the corpus, cut into chunks. */
    @Setup
    public void corpus() {
        SplittableRandom random = new SplittableRandom(42);
        StringBuilder text = new StringBuilder(MIB << 20);
        int line = 0;
        while (text.length() < MIB << 20) {
            line++;
            if (corpus.equals("log")) {
                text.append("2026-11-29T12:00:").append(line % 60).append(" INFO  request ").append(line)
                        .append(" served in ").append(random.nextInt(1000)).append(" ms\r\n");
                continue;
            }
            switch (random.nextInt(8)) {
                case 0 -> text.append("\u001b[1;3").append(random.nextInt(8)).append("m bold \u001b[0m");
                case 1 -> text.append("\u001b[38;5;").append(random.nextInt(256)).append("m colour\u001b[39m");
                case 2 -> text.append("\u001b[").append(random.nextInt(40) + 1).append(';')
                        .append(random.nextInt(120) + 1).append("H\u001b[K");
                case 3 -> text.append("\u001b]0;title ").append(line).append('\u0007');
                case 4 -> text.append(line % 50 == 0 ? "\u001b[?1049h" : line % 50 == 25 ? "\u001b[?1049l" : "\t");
                case 5 -> text.append("漢字かな ");
                default -> text.append("plain text ").append(line).append("\r\n");
            }
        }
        chunks = new ArrayList<>();
        for (int at = 0; at < MIB << 20; at += CHUNK) {
            chunks.add(text.substring(at, Math.min(MIB << 20, at + CHUNK)));
        }
    }

    /** What the process-to-client path pays: scan and queue. */
    @Benchmark
    @OperationsPerInvocation(MIB)
    public void write(Blackhole hole) {
        try (JlineScreen screen = new JlineScreen(120, 40, hole::consume, ScreenTuning.DEFAULT)) {
            for (String chunk : chunks) {
                screen.write(chunk);
            }
            hole.consume(screen.isInAltBuffer());
        }
    }

    /** The same, then the screen brought up to date and drawn. */
    @Benchmark
    @OperationsPerInvocation(MIB)
    public void writeThenRender(Blackhole hole) {
        try (JlineScreen screen = new JlineScreen(120, 40, hole::consume, ScreenTuning.DEFAULT)) {
            for (String chunk : chunks) {
                screen.write(chunk);
            }
            hole.consume(screen.render());
        }
    }

    /** jline's parser fed every chunk: what the screen would cost on the path without this design. */
    @Benchmark
    @OperationsPerInvocation(MIB)
    public void jlineAlone(Blackhole hole) {
        ScreenTerminal screen = new ScreenTerminal(120, 40);
        for (String chunk : chunks) {
            screen.write(chunk);
        }
        hole.consume(screen.getHistorySize());
    }

    /** The scanner by itself. */
    @Benchmark
    @OperationsPerInvocation(MIB)
    public void scanOnly(Blackhole hole) {
        ModeScanner scanner = new ModeScanner();
        ModeScanner.Events events = new ModeScanner.Events() {
            @Override
            public void alternateScreenEntered() {
                hole.consume(1);
            }

            @Override
            public void cursorQuery(int end) {
                hole.consume(end);
            }
        };
        for (String chunk : chunks) {
            scanner.scan(chunk, 0, chunk.length(), events);
        }
        hole.consume(scanner.alternateScreen());
    }
}
