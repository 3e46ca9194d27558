package ahp.bench.daemon;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A process's resident memory, from {@code /proc/<pid>/status}. */
public final class ProcStatus {

    private ProcStatus() {}

    /** The {@code VmRSS} of process {@code pid}, in KiB. */
    public static long rssKib(long pid) throws IOException {
        return rssKib(Files.readString(Path.of("/proc", Long.toString(pid), "status")));
    }

    /**
     * The {@code VmRSS} in the text of a {@code status} file, in KiB.
     *
     * @throws IOException when the text has no {@code VmRSS} line in kB
     */
    public static long rssKib(String status) throws IOException {
        for (String line : status.split("\n")) {
            if (line.startsWith("VmRSS:")) {
                String[] words = line.substring("VmRSS:".length()).trim().split("\\s+");
                if (words.length == 2 && words[1].equals("kB") && words[0].matches("\\d+")) {
                    return Long.parseLong(words[0]);
                }
                throw new IOException("unreadable VmRSS line: " + line);
            }
        }
        throw new IOException("no VmRSS line (a kernel thread, or a process that ended)");
    }
}
