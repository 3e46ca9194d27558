package ahp.server.testing;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs the machine's {@code git} in a folder, for tests that need a real repository. */
public final class Git {

    private Git() {}

    /** Runs {@code git arguments...} in {@code in}; returns what it printed, or fails the test. */
    public static String run(Path in, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).directory(in.toFile()).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new AssertionError("git " + String.join(" ", arguments) + ": " + out);
        }
        return out;
    }

    /** Makes {@code folder} a repository with one commit of {@code file} holding {@code text}. */
    public static void committed(Path folder, String file, String text) throws Exception {
        run(folder, "init", "-q");
        run(folder, "config", "user.email", "t@example.invalid");
        run(folder, "config", "user.name", "t");
        java.nio.file.Files.writeString(folder.resolve(file), text);
        run(folder, "add", file);
        run(folder, "commit", "-q", "-m", "first");
    }
}
