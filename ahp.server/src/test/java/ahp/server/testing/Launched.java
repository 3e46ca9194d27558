package ahp.server.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A program started from the repository root ({@code ./ahpd}, {@code ./ahp}), its output gathered
 * as it comes so a test can wait for a line in it.
 */
public final class Launched implements AutoCloseable {

    private static final Pattern ADDRESS = Pattern.compile("ws://[^ \\n]+");

    private final Process process;
    private final StringBuffer output = new StringBuffer();

    private Launched(Process process) {
        this.process = process;
        Thread.ofVirtual().start(() -> gather(process));
    }

    /** The repository root, as the build passes it ({@code -Dahp.root}). */
    public static Path root() {
        return Path.of(System.getProperty("ahp.root", "..")).toAbsolutePath().normalize();
    }

    /** Starts {@code command} in the repository root with {@code environment} over this JVM's. */
    public static Launched start(List<String> command, Map<String, String> environment) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(root().toFile()).redirectErrorStream(true);
        // No start-up cache made in the background behind a test's back (bin/ahp-jvm).
        builder.environment().put("AHP_NO_AOT_BACKGROUND", "1");
        builder.environment().putAll(environment);
        return new Launched(builder.start());
    }

    /**
     * {@code ./ahpd serve} on a free loopback port with the state folder {@code state}, terminals
     * {@code terminals} ({@code pipes}, {@code pty}), {@code home} as its home and bash as its shell.
     */
    public static Launched daemon(Path home, Path state, String terminals) throws IOException {
        return start(List.of("./ahpd", "serve", "--listen", "127.0.0.1:0", "--state-dir", state.toString(),
                "--terminals", terminals), Map.of("HOME", home.toString(), "SHELL", "/bin/bash"));
    }

    /** Waits until the output holds {@code text}; returns all of it so far. */
    public String awaitOutput(String text) {
        Await.until("output holding \"" + text + "\"; so far: " + output, () -> output.indexOf(text) >= 0);
        return output.toString();
    }

    /** Waits for the {@code ws://} address a daemon says it listens on, and returns it. */
    public String awaitAddress() {
        Matcher address = ADDRESS.matcher(awaitOutput("ws://"));
        if (!address.find()) {
            throw new AssertionError("no ws:// address in: " + output);
        }
        return address.group();
    }

    /** All output so far. */
    public String output() {
        return output.toString();
    }

    /** Writes {@code text} to its input. */
    public void type(String text) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write(text.getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** The process. */
    public Process process() {
        return process;
    }

    /** Waits for it to end; returns its exit status. */
    public int awaitExit() throws InterruptedException {
        if (!process.waitFor(Await.DEFAULT.toSeconds(), TimeUnit.SECONDS)) {
            throw new AssertionError("still running after " + Await.DEFAULT + "; output: " + output);
        }
        return process.exitValue();
    }

    /** Whether a process is there and not a zombie (a zombie holds nothing but its exit status). */
    public static boolean alive(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return stat.charAt(stat.lastIndexOf(')') + 2) != 'Z';
        } catch (IOException gone) {
            return false;
        }
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }

    private void gather(Process started) {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(started.getInputStream(), StandardCharsets.UTF_8))) {
            char[] buffer = new char[4096];
            int read;
            while ((read = reader.read(buffer)) >= 0) {
                output.append(buffer, 0, read);
            }
        } catch (IOException ended) {
            // the process is gone
        }
    }
}
