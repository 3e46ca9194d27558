package ahp.screen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** The bytes real programs print, to feed screens with. */
final class Programs {

    private Programs() {}

    /** What {@code argv} prints with {@code TERM=term}, decoded as UTF-8. */
    static String output(String term, String... argv) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(List.of(argv)).redirectError(ProcessBuilder.Redirect.DISCARD);
        Map<String, String> env = builder.environment();
        env.put("TERM", term);
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] bytes = process.getInputStream().readAllBytes();
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", argv) + " exited with " + process.exitValue());
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
