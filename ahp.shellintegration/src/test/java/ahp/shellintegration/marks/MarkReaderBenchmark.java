package ahp.shellintegration.marks;

import ahp.protocol.terminal.TerminalAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * How fast the mark reader goes through a pseudoterminal's output, in MB/s of characters (the output
 * here is ASCII, so characters are bytes). Not a test: run it by hand, as docs/shell-integration.md
 * says. Three streams of 64 MiB each, fed in 8 KiB chunks as a pty read gives them: plain text,
 * coloured log lines, and an escape-dense one with a whole prompt cycle of marks every 2 KiB.
 */
public final class MarkReaderBenchmark {

    private static final int SIZE = 64 << 20;
    private static final int CHUNK = 8192;
    private static final String NONCE = "4f1c2a9e-7d1b-4c55-9a0e-2f6b8c3d1e77";

    private MarkReaderBenchmark() {}

    /** Prints the throughput of each stream, best of five runs after a warm-up. */
    public static void main(String[] args) {
        SplittableRandom random = new SplittableRandom(42);
        List<String> plain = chunks(plain(random));
        List<String> coloured = chunks(coloured(random));
        List<String> marked = chunks(marked(random));
        for (int warmUp = 0; warmUp < 3; warmUp++) {
            run(plain);
            run(coloured);
            run(marked);
        }
        System.out.printf(Locale.ROOT, "plain text      %8.0f MB/s%n", best(plain));
        System.out.printf(Locale.ROOT, "coloured logs   %8.0f MB/s%n", best(coloured));
        System.out.printf(Locale.ROOT, "marks every 2 KiB %6.0f MB/s%n", best(marked));
    }

    private static double best(List<String> chunks) {
        double best = 0;
        for (int i = 0; i < 5; i++) {
            long start = System.nanoTime();
            long chars = run(chunks);
            double seconds = (System.nanoTime() - start) / 1e9;
            best = Math.max(best, chars / seconds / 1e6);
        }
        return best;
    }

    private static long run(List<String> chunks) {
        ShellMarkTracker tracker = new ShellMarkTracker(NONCE);
        long[] out = new long[2];
        Consumer<TerminalAction> sink = action -> {
            if (action instanceof TerminalAction.Data(String data)) {
                out[0] += data.length();
            } else {
                out[1]++;
            }
        };
        long total = 0;
        for (String chunk : chunks) {
            tracker.output(chunk, sink);
            total += chunk.length();
        }
        tracker.end(sink);
        if (out[0] == 0) {
            throw new IllegalStateException("nothing read");
        }
        return total;
    }

    private static String plain(SplittableRandom random) {
        StringBuilder out = new StringBuilder(SIZE + 256);
        while (out.length() < SIZE) {
            out.append("2026-11-29T23:41:07.123Z INFO  request ").append(random.nextInt(1_000_000))
                    .append(" served in ").append(random.nextInt(1000)).append(" ms\r\n");
        }
        return out.toString();
    }

    private static String coloured(SplittableRandom random) {
        StringBuilder out = new StringBuilder(SIZE + 256);
        while (out.length() < SIZE) {
            out.append("\u001b[32mINFO\u001b[0m \u001b[1mrequest\u001b[22m ").append(random.nextInt(1_000_000))
                    .append(" \u001b[36mserved\u001b[39m in ").append(random.nextInt(1000)).append(" ms\u001b[K\r\n");
        }
        return out.toString();
    }

    private static String marked(SplittableRandom random) {
        StringBuilder out = new StringBuilder(SIZE + 4096);
        String e = "\u001b]633;";
        while (out.length() < SIZE) {
            out.append(e).append("A\u0007ann@box:~$ ").append(e).append("B\u0007ls -l\r\n")
                    .append(e).append("E;ls -l;").append(NONCE).append('\u0007').append(e).append("C\u0007");
            int end = out.length() + 2048;
            while (out.length() < end) {
                out.append("-rw-r--r-- 1 ann ann \u001b[01;34m").append(random.nextInt(100_000))
                        .append("\u001b[0m file.txt\r\n");
            }
            out.append(e).append("D;0\u0007").append(e).append("P;Cwd=/home/ann\u0007");
        }
        return out.toString();
    }

    private static List<String> chunks(String text) {
        List<String> chunks = new ArrayList<>(text.length() / CHUNK + 1);
        for (int i = 0; i < text.length(); i += CHUNK) {
            chunks.add(text.substring(i, Math.min(text.length(), i + CHUNK)));
        }
        return chunks;
    }
}
