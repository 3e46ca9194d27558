import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a JFR recording's heap allocations come from, without `jfr print` (which fails on some
 * hidden-class frames in JDK 25): the {@code jdk.ObjectAllocationSample} events' weights (an estimate
 * of the bytes allocated) summed by the class allocated, by the first frame of this project's code
 * on the stack (the caller that asked for it, past the JDK's own frames), and by the two together.
 * A recording made with {@code settings=profile} samples allocations.
 *
 * <pre>java bench/JfrAlloc.java RECORDING.jfr [ROWS] [THREAD-SUBSTRING]</pre>
 */
public final class JfrAlloc {
    public static void main(String[] args) throws Exception {
        int rows = args.length > 1 ? Integer.parseInt(args[1]) : 25;
        String threadFilter = args.length > 2 ? args[2] : "";
        Map<String, Long> byClass = new HashMap<>();
        Map<String, Long> byCaller = new HashMap<>();
        Map<String, Long> byBoth = new HashMap<>();
        Map<String, Long> byThread = new HashMap<>();
        long total = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(Path.of(args[0]))) {
            if (!event.getEventType().getName().equals("jdk.ObjectAllocationSample")) {
                continue;
            }
            String thread = event.getThread("eventThread") == null ? "?" : event.getThread("eventThread").getJavaName();
            if (thread == null || !thread.contains(threadFilter)) {
                continue;
            }
            long weight = event.getLong("weight");
            total += weight;
            String type = event.getClass("objectClass").getName();
            String caller = caller(event);
            byClass.merge(type, weight, Long::sum);
            byCaller.merge(caller, weight, Long::sum);
            byBoth.merge(type + " <- " + caller, weight, Long::sum);
            byThread.merge(thread.replaceAll("[0-9]+", "N"), weight, Long::sum);
        }
        System.out.printf("allocated (estimated from the samples): %.1f MB%n", total / 1e6);
        print("threads", byThread, total, rows);
        print("class", byClass, total, rows);
        print("caller (first frame outside java.*, jdk.*, sun.*)", byCaller, total, rows);
        print("class <- caller", byBoth, total, rows);
    }

    private static String caller(RecordedEvent event) {
        if (event.getStackTrace() == null) {
            return "?";
        }
        List<RecordedFrame> frames = event.getStackTrace().getFrames();
        for (RecordedFrame frame : frames) {
            if (!frame.isJavaFrame()) {
                continue;
            }
            String type = frame.getMethod().getType().getName();
            if (!type.startsWith("java.") && !type.startsWith("jdk.") && !type.startsWith("sun.")) {
                return type + "." + frame.getMethod().getName() + ":" + frame.getLineNumber();
            }
        }
        return frames.isEmpty() ? "?" : frames.get(0).getMethod().getType().getName() + "." + frames.get(0).getMethod().getName();
    }

    private static void print(String title, Map<String, Long> weights, long total, int rows) {
        System.out.println("\n== " + title);
        weights.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .limit(rows)
                .forEach(e -> System.out.printf("%9.1f MB %5.1f%%  %s%n", e.getValue() / 1e6, 100.0 * e.getValue() / total, e.getKey()));
    }
}
