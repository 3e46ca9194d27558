import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a JFR recording's CPU samples fall, without `jfr print` (which fails on some hidden-class
 * frames in JDK 25): the methods most often on top of the stack (self), the methods most often
 * anywhere on it (total), and the threads sampled.
 *
 * <pre>java bench/JfrTop.java RECORDING.jfr [ROWS] [THREAD-SUBSTRING]</pre>
 */
public final class JfrTop {
    public static void main(String[] args) throws Exception {
        int rows = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        String threadFilter = args.length > 2 ? args[2] : "";
        Map<String, Integer> self = new HashMap<>();
        Map<String, Integer> total = new HashMap<>();
        Map<String, Integer> threads = new HashMap<>();
        int samples = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(Path.of(args[0]))) {
            String type = event.getEventType().getName();
            if (!type.equals("jdk.ExecutionSample") || event.getStackTrace() == null) {
                continue;
            }
            String thread = event.getThread("sampledThread") == null ? "?" : event.getThread("sampledThread").getJavaName();
            if (thread == null || !thread.contains(threadFilter)) {
                continue;
            }
            samples++;
            threads.merge(thread.replaceAll("[0-9]+", "N"), 1, Integer::sum);
            List<RecordedFrame> frames = event.getStackTrace().getFrames();
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < frames.size(); i++) {
                RecordedFrame frame = frames.get(i);
                if (!frame.isJavaFrame()) {
                    continue;
                }
                String name = frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
                if (i == 0) {
                    self.merge(name, 1, Integer::sum);
                }
                if (seen.add(name)) {
                    total.merge(name, 1, Integer::sum);
                }
            }
        }
        System.out.println("samples: " + samples);
        print("threads", threads, samples, rows);
        print("self", self, samples, rows);
        print("total", total, samples, rows * 2);
    }

    private static void print(String title, Map<String, Integer> counts, int samples, int rows) {
        System.out.println("\n== " + title);
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(rows)
                .forEach(e -> System.out.printf("%6d %5.1f%%  %s%n", e.getValue(), 100.0 * e.getValue() / samples, e.getKey()));
    }
}
