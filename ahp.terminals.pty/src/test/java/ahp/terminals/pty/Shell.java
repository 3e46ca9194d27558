package ahp.terminals.pty;

import ahp.terminals.api.spi.ProcessLaunch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The shells the tests run for real, each given a home of its own. */
enum Shell {
    BASH("/bin/bash", List.of("--norc", "--noprofile", "-i")),
    DASH("/bin/dash", List.of("-i")),
    ZSH("/usr/bin/zsh", List.of("-f", "-i"));

    final String path;
    private final List<String> interactiveFlags;

    Shell(String path, List<String> interactiveFlags) {
        this.path = path;
        this.interactiveFlags = interactiveFlags;
    }

    /** Every shell, for {@code @MethodSource}. */
    static Stream<Shell> all() {
        return Stream.of(values());
    }

    /** The shell running {@code script} with {@code -c}, at 80x24, in {@code home}. */
    ProcessLaunch command(Path home, String script) {
        return launch(home, List.of(path, "-c", script), 80, 24);
    }

    /** The shell sitting at its prompt, reading what is typed. */
    ProcessLaunch interactive(Path home) {
        List<String> argv = new ArrayList<>();
        argv.add(path);
        argv.addAll(interactiveFlags);
        return launch(home, argv, 80, 24);
    }

    static ProcessLaunch launch(Path home, List<String> argv, int cols, int rows) {
        return new ProcessLaunch(argv, home, environment(home), cols, rows);
    }

    /** A small, complete environment: nothing of the test JVM's leaks in. */
    static Map<String, String> environment(Path home) {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", home.toString());
        env.put("PATH", "/usr/local/bin:/usr/bin:/bin");
        env.put("TERM", "xterm-256color");
        env.put("LANG", "C.UTF-8");
        env.put("PS1", "$ ");
        env.put("HISTFILE", home.resolve(".history").toString());
        return env;
    }

    /** A home folder for one shell, inside the test's temporary folder. */
    static Path home(Path tempDir, Shell shell) throws IOException {
        return Files.createDirectories(tempDir.resolve("home-" + shell.name().toLowerCase()));
    }
}
