package ahp.bench.raw;

import java.util.Arrays;

/** What {@code rawpty} prints, parsed; and its arguments, escaped. */
public final class RawOutput {

    private RawOutput() {}

    /**
     * One {@code drain}: {@code bytes=N timed_bytes=N seconds=S exit=E user_seconds=U system_seconds=K}.
     *
     * @param bytes every byte read from the master
     * @param timedBytes the bytes read after Enter was typed
     * @param seconds from Enter to the end of the output
     * @param exit the command's exit code
     * @param userSeconds the reader's own CPU time in user mode (not its command's)
     * @param systemSeconds the reader's own CPU time in the kernel: its reads of the master
     */
    public record Drain(long bytes, long timedBytes, double seconds, int exit, double userSeconds,
            double systemSeconds) {

        /** Bytes per second over the timed part, in MB/s (10^6 bytes). */
        public double megabytesPerSecond() {
            return timedBytes / seconds / 1e6;
        }

        /** The reader's own CPU time per MB read, in milliseconds. */
        public double cpuMillisPerMegabyte() {
            return (userSeconds + systemSeconds) * 1e3 / (bytes / 1e6);
        }

        /** The part of {@link #cpuMillisPerMegabyte} spent in the kernel. */
        public double kernelMillisPerMegabyte() {
            return systemSeconds * 1e3 / (bytes / 1e6);
        }
    }

    /** Parses a {@code drain} line. */
    public static Drain drain(String output) {
        String line = output.strip();
        String[] fields = line.split(" ");
        if (fields.length != 6) {
            throw new IllegalArgumentException("not a drain line: '" + line + "'");
        }
        return new Drain(
                Long.parseLong(value(fields[0], "bytes")),
                Long.parseLong(value(fields[1], "timed_bytes")),
                Double.parseDouble(value(fields[2], "seconds")),
                Integer.parseInt(value(fields[3], "exit")),
                Double.parseDouble(value(fields[4], "user_seconds")),
                Double.parseDouble(value(fields[5], "system_seconds")));
    }

    /** Parses the nanosecond samples of {@code echo} and {@code line}: one a line, then {@code exit=E}. */
    public static long[] samples(String output, int expected) {
        String[] lines = output.strip().split("\n");
        if (lines.length != expected + 1 || !lines[expected].startsWith("exit=")) {
            throw new IllegalArgumentException("expected " + expected + " samples and an exit line, got "
                    + lines.length + " lines ending '" + lines[lines.length - 1] + "'");
        }
        return Arrays.stream(lines, 0, expected).mapToLong(Long::parseLong).toArray();
    }

    /** Escapes text for {@code rawpty line}, which decodes {@code \r}, {@code \n}, {@code \t} and {@code \\}. */
    public static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t");
    }

    private static String value(String field, String name) {
        if (!field.startsWith(name + "=")) {
            throw new IllegalArgumentException("expected " + name + "=..., got '" + field + "'");
        }
        return field.substring(name.length() + 1);
    }
}
