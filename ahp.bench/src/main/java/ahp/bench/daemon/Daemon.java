package ahp.bench.daemon;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A daemon started for the benchmarks: {@code LAUNCHER serve --listen 127.0.0.1:0 --terminals pty
 * --users FILE --state-dir DIR} (and {@code --config FILE} where a scenario gives one), run from the repository root with the caller's environment, its
 * {@code HOME}, {@code HISTFILE} and {@code XDG_*_HOME} pointed into its own folder (so neither it
 * nor its shells read the person's configuration or write into their home: a {@code !} command's
 * shell is the daemon's {@code $SHELL}, which would read the person's {@code ~/.bashrc}), ready once
 * it printed a line with its {@code ws://} address. Everything it prints goes to {@code daemon.log}
 * in that folder. The JVM's {@code user.home} is the account's whatever {@code HOME} says, so a
 * first-use build of the launcher still finds the person's Maven repository.
 */
public final class Daemon implements AutoCloseable {

    private static final int TAIL_LINES = 40;
    private static final Duration STOP_GRACE = Duration.ofSeconds(20);

    /**
     * How to start one.
     *
     * @param launcher the launcher ({@code ./ahpd})
     * @param repository the folder it runs in
     * @param startTimeout how long it may take to print its address (the first start may build it)
     * @param environment variables given to the launcher on top of the caller's (JVM options, a profiler)
     */
    public record Launch(Path launcher, Path repository, Duration startTimeout, Map<String, String> environment) {

        /** Copies the variables. */
        public Launch {
            environment = Map.copyOf(environment);
        }
    }

    private final Process process;
    private final Path folder;
    private final Path state;
    private final String token;
    private final ArrayDeque<String> tail = new ArrayDeque<>();
    private final CompletableFuture<URI> address = new CompletableFuture<>();
    private long pid = -1;
    private final List<String> findings = new ArrayList<>();
    private final long launchedAtNanos;
    private volatile long addressAtNanos;

    private Daemon(Process process, Path folder, Path state, String token, long launchedAtNanos) {
        this.process = process;
        this.folder = folder;
        this.state = state;
        this.token = token;
        this.launchedAtNanos = launchedAtNanos;
    }

    /**
     * Starts a daemon in {@code folder} (made empty first) and waits until it prints its address.
     *
     * @throws IOException when it cannot start, exits, or prints no address in time (its last lines are in the message)
     */
    public static Daemon start(Launch launch, Path folder) throws IOException {
        return start(launch, folder, folder.resolve("state"));
    }

    /**
     * Starts a daemon in {@code folder} whose state folder is {@code state} (another daemon's, to
     * start on what it kept), and waits until it prints its address.
     *
     * @throws IOException when it cannot start, exits, or prints no address in time (its last lines are in the message)
     */
    public static Daemon start(Launch launch, Path folder, Path state) throws IOException {
        return start(launch, folder, state, null);
    }

    /**
     * Starts a daemon in {@code folder} whose state folder is {@code state}, with {@code --config
     * config} when {@code config} is not null (its agents, say), and waits until it prints its address.
     *
     * @throws IOException when it cannot start, exits, or prints no address in time (its last lines are in the message)
     */
    public static Daemon start(Launch launch, Path folder, Path state, Path config) throws IOException {
        return start(launch, folder, state, config, List.of());
    }

    /**
     * Starts a daemon as {@link #start(Launch, Path, Path, Path)} does, with {@code more} arguments
     * after the others (a later flag wins: {@code --terminals pipes}, say).
     */
    public static Daemon start(Launch launch, Path folder, Path state, Path config, List<String> more) throws IOException {
        Files.createDirectories(folder);
        Files.createDirectories(state);
        byte[] secret = new byte[24];
        new SecureRandom().nextBytes(secret);
        String token = HexFormat.of().formatHex(secret);
        Path users = folder.resolve("users.json");
        Files.deleteIfExists(users);
        Files.createFile(users, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(users, "{\"users\":[{\"name\":\"bench\",\"token\":\"" + token + "\",\"role\":\"owner\"}]}\n");

        List<String> command = new ArrayList<>(List.of(launch.launcher().toString(), "serve",
                "--listen", "127.0.0.1:0", "--terminals", "pty",
                "--users", users.toString(), "--state-dir", state.toString()));
        if (config != null) {
            command.addAll(List.of("--config", config.toString()));
        }
        command.addAll(more);
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(launch.repository().toFile())
                .redirectErrorStream(true);
        Map<String, String> environment = builder.environment();
        environment.put("HOME", Files.createDirectories(folder.resolve("home")).toString());
        environment.put("HISTFILE", folder.resolve("bash_history").toString());
        for (String xdg : new String[] {"CONFIG", "CACHE", "DATA", "STATE"}) {
            environment.put("XDG_" + xdg + "_HOME", folder.resolve("xdg").resolve(xdg.toLowerCase(Locale.ROOT)).toString());
        }
        // No start-up cache made in the background while it is measured (bin/ahp-jvm).
        environment.put("AHP_NO_AOT_BACKGROUND", "1");
        environment.putAll(launch.environment());
        long launchedAt = System.nanoTime();
        Daemon daemon = new Daemon(builder.start(), folder, state, token, launchedAt);
        daemon.readOutput(folder.resolve("daemon.log"));
        daemon.awaitAddress(launch.startTimeout());
        return daemon;
    }

    private void readOutput(Path log) {
        Thread.ofPlatform().daemon().name("ahpd-output").start(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
                 Writer out = Files.newBufferedWriter(log)) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    out.write(line);
                    out.write('\n');
                    out.flush();
                    remember(line);
                    if (!address.isDone()) {
                        try {
                            AddressLine.find(line).ifPresent(found -> {
                                addressAtNanos = System.nanoTime();
                                address.complete(found);
                            });
                        } catch (IllegalArgumentException notLoopback) {
                            address.completeExceptionally(notLoopback);
                        }
                    }
                }
            } catch (IOException e) {
                remember("(reading the daemon's output failed: " + e + ")");
            } finally {
                address.completeExceptionally(new IOException("the daemon exited before printing its ws:// address"));
            }
        });
    }

    private void awaitAddress(Duration timeout) throws IOException {
        try {
            address.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            pid = findServer();
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            close();
            String why = e instanceof TimeoutException ? "no ws:// line within " + timeout.toSeconds() + " s"
                    : e instanceof ExecutionException ex ? ex.getCause().getMessage() : e.getMessage();
            throw new IOException("the daemon did not start: " + why + "; its last lines:\n" + String.join("\n", tail()));
        }
    }

    /**
     * The process that serves, whose memory is weighed: the java process under the launcher (or the
     * launcher itself, once it exec'd java) that runs the daemon's entry point (the launcher's
     * {@code serve}, or {@code ahp.server.Main} of a daemon from before the launcher), else the newest
     * java there, else the launcher itself. (The MCP relays a daemon starts run {@code ahp.mcp}.)
     */
    private long findServer() {
        List<ProcessHandle> tree = new ArrayList<>(process.descendants().toList());
        tree.add(process.toHandle());
        List<ProcessHandle> javas = tree.stream()
                .filter(p -> p.info().command().map(c -> c.endsWith("/java")).orElse(false))
                .toList();
        return javas.stream()
                .filter(p -> p.info().arguments().map(a -> String.join(" ", a))
                        .map(line -> line.contains("ahp.launcher.Main serve") || line.contains("ahp.server.Main"))
                        .orElse(false))
                .findFirst()
                .or(() -> javas.stream().max(Comparator.comparing(p -> p.info().startInstant().orElse(Instant.EPOCH))))
                .map(ProcessHandle::pid)
                .orElse(process.pid());
    }

    /** The address it printed. */
    public URI address() {
        return address.join();
    }

    /** When its launcher was started ({@link System#nanoTime()}, just before the process was created). */
    public long launchedAtNanos() {
        return launchedAtNanos;
    }

    /** When the line with its address was read ({@link System#nanoTime()}); 0 before. */
    public long addressAtNanos() {
        return addressAtNanos;
    }

    /** The owner's token of its users file. */
    public String token() {
        return token;
    }

    /** The serving process's id (the JVM's). */
    public long pid() {
        return pid;
    }

    /** Its folder: the users file, the state folder (unless it was given another's) and {@code daemon.log}. */
    public Path folder() {
        return folder;
    }

    /** Its {@code --state-dir}: the session store is its {@code sessions/}. */
    public Path stateFolder() {
        return state;
    }

    /** The JVM's resident memory now, in KiB. */
    public long rssKib() throws IOException {
        return ProcStatus.rssKib(pid);
    }

    /** The most the JVM has had resident since it started ({@code VmHWM}), in KiB. */
    public long peakRssKib() throws IOException {
        return ProcStatus.peakRssKib(pid);
    }

    /**
     * The JVM's resident memory once it has settled: sampled every 250 ms until two samples in a
     * row are within 1% of each other, at most 20 samples; in KiB.
     */
    public long settledRssKib() throws IOException, InterruptedException {
        long previous = rssKib();
        for (int i = 0; i < 20; i++) {
            Thread.sleep(250);
            long now = rssKib();
            if (Math.abs(now - previous) * 100 <= previous) {
                return now;
            }
            previous = now;
        }
        return previous;
    }

    /**
     * The JVM's resident memory after a full collection ({@code jcmd GC.run}), once it holds still:
     * sampled every 500 ms until the last 13 samples (6 s) are within 0.5% of each other, for at
     * most 40 s (then the last); in KiB. Unlike {@link #settledRssKib()}, two of these compare:
     * garbage and a heap that shrinks between them no longer pass for memory that was freed, and 6 s
     * outlast the JIT's arenas of the compiles just finished, which the JVM returns to the system
     * every 5 s when it trims its native heap ({@code -XX:TrimNativeHeapInterval}).
     */
    public long collectedRssKib() throws IOException, InterruptedException {
        new Jcmd(pid).collect();
        long deadline = System.nanoTime() + Duration.ofSeconds(40).toNanos();
        ArrayDeque<Long> window = new ArrayDeque<>();
        while (true) {
            long now = rssKib();
            window.addLast(now);
            if (window.size() > 13) {
                window.removeFirst();
            }
            long low = window.stream().mapToLong(Long::longValue).min().orElse(now);
            long high = window.stream().mapToLong(Long::longValue).max().orElse(now);
            if (window.size() == 13 && (high - low) * 200 <= low || System.nanoTime() > deadline) {
                return now;
            }
            Thread.sleep(500);
        }
    }

    /** {@code jcmd} on the daemon's JVM. */
    public Jcmd jcmd() {
        return new Jcmd(pid);
    }

    /** The Java heap in use after a full collection, in KiB, as the JVM itself reports it. */
    public long collectedHeapKib() throws IOException, InterruptedException {
        Jcmd jcmd = new Jcmd(pid);
        jcmd.collect();
        return jcmd.heapUsedKib();
    }

    /** What stopping it found wrong (processes left behind), once {@link #close()} ran. */
    public synchronized List<String> findings() {
        return List.copyOf(findings);
    }

    /**
     * Stops it: SIGTERM to the JVM and then the launcher, 20 s to exit, then SIGKILL to whatever of
     * the process tree is still there, which is reported in {@link #findings()}.
     */
    @Override
    public void close() {
        List<ProcessHandle> tree = new ArrayList<>(process.descendants().toList());
        if (pid > 0) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
            ProcessHandle.of(pid).ifPresent(jvm -> waitFor(jvm, STOP_GRACE));
        }
        process.destroy();
        waitFor(process.toHandle(), STOP_GRACE);
        List<ProcessHandle> left = tree.stream().filter(p -> ProcStatus.running(p.pid())).toList();
        if (!left.isEmpty()) {
            synchronized (this) {
                findings.add("after SIGTERM, " + left.size() + " of the daemon's processes were still running, e.g. "
                        + left.getFirst().info().commandLine().orElse("pid " + left.getFirst().pid()));
            }
        }
        left.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    private static void waitFor(ProcessHandle handle, Duration timeout) {
        try {
            handle.onExit().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // the caller kills what is left
        }
    }

    private synchronized void remember(String line) {
        if (tail.size() == TAIL_LINES) {
            tail.removeFirst();
        }
        tail.addLast(line);
    }

    private synchronized List<String> tail() {
        return List.copyOf(tail);
    }
}
