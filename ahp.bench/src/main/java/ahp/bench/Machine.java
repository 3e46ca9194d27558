package ahp.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A line saying which machine the figures came from. */
public final class Machine {

    private Machine() {}

    public static String describe() {
        String cpu = firstValue(Path.of("/proc/cpuinfo"), "model name");
        String memory = firstValue(Path.of("/proc/meminfo"), "MemTotal");
        String kernel = read(Path.of("/proc/sys/kernel/osrelease"));
        String load = read(Path.of("/proc/loadavg"));
        return Runtime.getRuntime().availableProcessors() + " cores (" + cpu + "), " + memory + " memory, Linux " + kernel
                + ", driver on Java " + Runtime.version() + ", load average at the end " + load;
    }

    private static String firstValue(Path file, String key) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.filter(l -> l.startsWith(key)).map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .findFirst().orElse("?");
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }

    private static String read(Path file) {
        try {
            String text = Files.readString(file).strip();
            int space = file.endsWith("loadavg") ? nthSpace(text, 3) : -1;
            return space > 0 ? text.substring(0, space) : text;
        } catch (IOException e) {
            return "?";
        }
    }

    private static int nthSpace(String text, int n) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            at = text.indexOf(' ', at + 1);
            if (at < 0) {
                return -1;
            }
        }
        return at;
    }
}
