package ahp.terminals.pty;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Loads pty4j's native binding in a child JVM of this very runtime (the same {@code java}, the
 * same module and class path, the same native-access grants and pty4j/JNA properties) before this
 * JVM loads it, because a native library that does not match its runtime can abort the process
 * rather than throw. The answer is kept for the life of this JVM.
 */
final class ChildJvmProbe {

    /**
     * What the child said.
     *
     * @param survived whether it ran a process under a pseudoterminal and exited 0
     * @param reason why not, with the end of what it printed; empty when it survived
     */
    record Outcome(boolean survived, String reason) {}

    private static final Duration TIMEOUT = Duration.ofSeconds(90);
    private static final int KEPT_OUTPUT = 2000;
    private static Outcome cached;

    private ChildJvmProbe() {}

    /** The outcome for this JVM, probing once. */
    static synchronized Outcome outcome() {
        if (cached == null) {
            cached = run(List.of());
        }
        return cached;
    }

    /** Probes now, with {@code extraOptions} added to the child's JVM options (for tests). */
    static Outcome run(List<String> extraOptions) {
        List<String> command = command(extraOptions);
        Process child;
        try {
            child = new ProcessBuilder(command).redirectErrorStream(true).start();
            child.getOutputStream().close();
        } catch (IOException e) {
            return new Outcome(false, "cannot start a child JVM (" + command.getFirst() + "): " + e.getMessage());
        }
        CompletableFuture<String> printed = CompletableFuture.supplyAsync(() -> readAll(child.getInputStream()),
                runnable -> Thread.ofVirtual().name("ahp-pty-probe-output").start(runnable));
        try {
            if (!child.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                child.destroyForcibly();
                return new Outcome(false, "the child JVM did not finish in " + TIMEOUT.toSeconds() + " s");
            }
            String text = printed.get(10, TimeUnit.SECONDS);
            int code = child.exitValue();
            if (code == 0 && text.contains(ProbeMain.SURVIVED)) {
                return new Outcome(true, "");
            }
            return new Outcome(false, "the child JVM exited with " + code + " after printing: " + excerpt(text));
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
            return new Outcome(false, "interrupted while the child JVM ran");
        } catch (ExecutionException | TimeoutException e) {
            return new Outcome(false, "cannot read the child JVM's output: " + e);
        }
    }

    /** The child's command line: this runtime's java, this JVM's paths, grants and properties. */
    static List<String> command(List<String> extraOptions) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of("-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx64m"));
        command.add("--enable-native-access=" + nativeAccessGrants());
        for (Map.Entry<Object, Object> property : System.getProperties().entrySet()) {
            String key = property.getKey().toString();
            if (key.startsWith("pty4j.") || key.startsWith("jna.") || key.equals("java.io.tmpdir")
                    || key.equals("user.home")) {
                command.add("-D" + key + "=" + property.getValue());
            }
        }
        command.addAll(extraOptions);
        String classPath = System.getProperty("java.class.path", "");
        if (!classPath.isEmpty()) {
            command.addAll(List.of("-cp", classPath));
        }
        Module module = ChildJvmProbe.class.getModule();
        if (module.isNamed()) {
            command.addAll(List.of("--module-path", realPaths(System.getProperty("jdk.module.path", "")),
                    "--module", module.getName() + "/" + ProbeMain.class.getName()));
        } else {
            command.add(ProbeMain.class.getName());
        }
        return command;
    }

    /**
     * {@code pathList} (entries split on the path separator) with each entry that exists as its real
     * path: the runtime image names its jars through its own descriptor ({@code /proc/self/fd/73/lib},
     * dist/src/bin/launcher), which a child does not inherit.
     */
    static String realPaths(String pathList) {
        List<String> real = new ArrayList<>();
        for (String entry : pathList.split(java.io.File.pathSeparator, -1)) {
            try {
                real.add(entry.isEmpty() ? entry : Path.of(entry).toRealPath().toString());
            } catch (IOException | RuntimeException absent) {
                real.add(entry);
            }
        }
        return String.join(java.io.File.pathSeparator, real);
    }

    /** The modules that call native code: JNA (for pty4j) and this one (FFM). */
    private static String nativeAccessGrants() {
        Module own = ChildJvmProbe.class.getModule();
        Module jna = com.sun.jna.Pointer.class.getModule();
        List<String> grants = new ArrayList<>();
        for (Module module : List.of(jna, own)) {
            String name = module.isNamed() ? module.getName() : "ALL-UNNAMED";
            if (!grants.contains(name)) {
                grants.add(name);
            }
        }
        return String.join(",", grants);
    }

    private static String readAll(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    /** The beginning (where a JVM names what failed) and the end of what the child printed. */
    private static String excerpt(String text) {
        String trimmed = text.strip();
        if (trimmed.length() <= KEPT_OUTPUT) {
            return trimmed;
        }
        int half = KEPT_OUTPUT / 2;
        return trimmed.substring(0, half) + " ... " + trimmed.substring(trimmed.length() - half);
    }
}
