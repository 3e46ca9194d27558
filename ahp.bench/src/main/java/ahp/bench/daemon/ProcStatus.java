package ahp.bench.daemon;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A process's resident memory, state and CPU time, from {@code /proc/<pid>/status} and {@code stat}. */
public final class ProcStatus {

    private ProcStatus() {}

    /** The {@code VmRSS} of process {@code pid}, in KiB. */
    public static long rssKib(long pid) throws IOException {
        return rssKib(Files.readString(Path.of("/proc", Long.toString(pid), "status")));
    }

    /**
     * The {@code VmHWM} of process {@code pid}, in KiB: the most it has ever had resident, as the
     * kernel counts it at every page it maps (no sample can miss a peak between two readings).
     */
    public static long peakRssKib(long pid) throws IOException {
        return peakRssKib(Files.readString(Path.of("/proc", Long.toString(pid), "status")));
    }

    /**
     * Whether process {@code pid} is still running: there, and not a zombie waiting to be reaped
     * (a daemon's killed child is one until init reaps it).
     */
    public static boolean running(long pid) {
        try {
            return state(Files.readString(Path.of("/proc", Long.toString(pid), "stat"))) != 'Z';
        } catch (IOException e) {
            return false;
        }
    }

    /** The state letter in the text of a {@code stat} file: the first field after the command's closing parenthesis. */
    public static char state(String stat) throws IOException {
        int end = stat.lastIndexOf(')');
        if (end < 0 || end + 2 >= stat.length()) {
            throw new IOException("unreadable stat: " + stat);
        }
        return stat.charAt(end + 2);
    }

    /**
     * CPU time in clock ticks (1/100 s on Linux).
     *
     * @param user in user mode
     * @param system in the kernel, on the process's behalf (its system calls)
     */
    public record CpuTicks(long user, long system) {

        /** A clock tick of {@code /proc}: {@code USER_HZ} is 100 on every Linux this runs on. */
        public static final double MILLIS_PER_TICK = 10.0;

        /** User and system together. */
        public long total() {
            return user + system;
        }

        /** {@link #total} in milliseconds. */
        public double totalMillis() {
            return total() * MILLIS_PER_TICK;
        }

        /** {@link #system} in milliseconds. */
        public double systemMillis() {
            return system * MILLIS_PER_TICK;
        }

        /** What was used from {@code before} to this. */
        public CpuTicks since(CpuTicks before) {
            return new CpuTicks(user - before.user, system - before.system);
        }
    }

    /** The CPU time process {@code pid} has used so far, from {@code /proc/<pid>/stat}. */
    public static CpuTicks cpu(long pid) throws IOException {
        return cpu(Files.readString(Path.of("/proc", Long.toString(pid), "stat")));
    }

    /** utime and stime in the text of a {@code stat} file: fields 14 and 15, the 12th and 13th after the state. */
    public static CpuTicks cpu(String stat) throws IOException {
        int end = stat.lastIndexOf(')');
        String[] fields = end < 0 ? new String[0] : stat.substring(end + 2).trim().split("\\s+");
        if (fields.length < 13 || !fields[11].matches("\\d+") || !fields[12].matches("\\d+")) {
            throw new IOException("unreadable stat: " + stat);
        }
        return new CpuTicks(Long.parseLong(fields[11]), Long.parseLong(fields[12]));
    }

    /**
     * The {@code VmRSS} in the text of a {@code status} file, in KiB.
     *
     * @throws IOException when the text has no {@code VmRSS} line in kB
     */
    public static long rssKib(String status) throws IOException {
        return kib(status, "VmRSS");
    }

    /**
     * The {@code VmHWM} (peak resident memory) in the text of a {@code status} file, in KiB.
     *
     * @throws IOException when the text has no {@code VmHWM} line in kB
     */
    public static long peakRssKib(String status) throws IOException {
        return kib(status, "VmHWM");
    }

    private static long kib(String status, String field) throws IOException {
        String prefix = field + ":";
        for (String line : status.split("\n")) {
            if (line.startsWith(prefix)) {
                String[] words = line.substring(prefix.length()).trim().split("\\s+");
                if (words.length == 2 && words[1].equals("kB") && words[0].matches("\\d+")) {
                    return Long.parseLong(words[0]);
                }
                throw new IOException("unreadable " + field + " line: " + line);
            }
        }
        throw new IOException("no " + field + " line (a kernel thread, or a process that ended)");
    }
}
