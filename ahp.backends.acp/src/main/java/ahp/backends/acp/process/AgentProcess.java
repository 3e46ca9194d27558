package ahp.backends.acp.process;

import ahp.backends.acp.AcpAgentConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A running agent: the command of its config with its arguments, the daemon's environment with the
 * config's {@code env} over it, in the session's primary working directory. Its standard error is
 * drained into the log; its standard input and output are the ACP connection's. Ending it ends what
 * it started too: its descendants as they are then, those {@link #remember()} saw before, which
 * an agent that died on its own left behind (the system took them over, so only a list kept while
 * it ran can find them), and on Linux every process still in its process group (it is started
 * through {@code setsid}, in a group of its own).
 */
public final class AgentProcess {

    private static final int TERM_GRACE_SECONDS = 3;
    /** How long a stop waits for the last lines of standard error to be logged. */
    private static final Duration STDERR_DRAIN = Duration.ofSeconds(1);
    private static final Duration TERM_GRACE = Duration.ofSeconds(TERM_GRACE_SECONDS);
    private static final long REMEMBER_EVERY_NANOS = 500_000_000L;
    private static final int REMEMBERED = 1_000;

    private final String name;
    private final Process process;
    private final StderrDrain stderr;
    private final Set<ProcessHandle> started = ConcurrentHashMap.newKeySet();
    private final AtomicLong remembered = new AtomicLong(System.nanoTime() - REMEMBER_EVERY_NANOS);
    private final AtomicBoolean trailing = new AtomicBoolean();
    private final boolean ownGroup;

    private AgentProcess(String name, Process process, StderrDrain stderr, boolean ownGroup) {
        this.name = name;
        this.process = process;
        this.stderr = stderr;
        this.ownGroup = ownGroup;
    }

    /**
     * Starts the agent {@code config} describes.
     *
     * @param environment the daemon's environment, which the config's {@code env} is laid over
     * @param directory where it runs: the session's primary working directory
     * @throws AgentFault {@link AgentFault#NOT_FOUND} when the command is not there,
     *     {@link AgentFault#START_FAILED} when it cannot be started
     */
    public static AgentProcess start(AcpAgentConfig config, Map<String, String> environment, Path directory) throws AgentFault {
        String shown = config.shownName();
        ProcessBuilder builder = new ProcessBuilder();
        builder.environment().clear();
        builder.environment().putAll(environment);
        builder.environment().putAll(config.env());
        Path executable = CommandLookup.find(config.command(), builder.environment().get("PATH"))
                .orElseThrow(() -> new AgentFault(AgentFault.NOT_FOUND, config.command().startsWith("/")
                        ? "The agent " + shown + " is not installed: " + config.command() + " is not an executable file."
                        : "The agent " + shown + " is not installed: its command " + config.command() + " was not found on PATH."));
        if (directory == null || !Files.isDirectory(directory)) {
            throw new AgentFault(AgentFault.START_FAILED,
                    "The agent " + shown + " could not start: its working directory " + directory + " is not a folder.");
        }
        List<String> command = new ArrayList<>();
        Optional<String> grouped = ProcessGroup.launcher();
        grouped.ifPresent(command::add);
        command.add(executable.toString());
        command.addAll(config.args());
        builder.command(command).directory(directory.toFile());
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new AgentFault(AgentFault.START_FAILED, "The agent " + shown + " could not start: " + e.getMessage());
        }
        String name = config.id() + "[" + process.pid() + "]";
        if (grouped.isPresent()) {
            AgentReaper.get().ifPresent(reaper -> reaper.watch(process.pid()));
        }
        return new AgentProcess(name, process, StderrDrain.start(name, process.getErrorStream()), grouped.isPresent());
    }

    /** Its name for logs: the agent's id and the process id. */
    public String name() {
        return name;
    }

    /** Its process id. */
    public long pid() {
        return process.pid();
    }

    /** What it writes: the ACP messages. */
    public InputStream stdout() {
        return process.getInputStream();
    }

    /** What it reads: the ACP messages for it. */
    public OutputStream stdin() {
        return process.getOutputStream();
    }

    /** Completes when it has exited. */
    public CompletableFuture<Process> onExit() {
        return process.onExit();
    }

    /** Whether it still runs. */
    public boolean alive() {
        return process.isAlive();
    }

    /**
     * How it ended, for a person: {@code exited with code 3}, and what it last wrote on standard error,
     * once it has exited; {@code is still running} before.
     */
    public String exitDescription() {
        String how = process.isAlive() ? "is still running" : "exited with code " + process.exitValue();
        String said = stderr.tail();
        return said.isEmpty() ? how : how + "; it last wrote: " + said;
    }

    /**
     * Notes the processes it runs now (the agent is starting a tool, say), so they are ended with it
     * even when it dies first. At most every half second: a call within half a second of the last
     * look has one more look at the end of that half second.
     */
    public void remember() {
        long now = System.nanoTime();
        long last = remembered.get();
        if (now - last >= REMEMBER_EVERY_NANOS && remembered.compareAndSet(last, now)) {
            look();
        } else if (trailing.compareAndSet(false, true)) {
            long wait = Math.max(0, REMEMBER_EVERY_NANOS - (now - last));
            CompletableFuture.delayedExecutor(wait, TimeUnit.NANOSECONDS).execute(() -> {
                trailing.set(false);
                remembered.set(System.nanoTime());
                look();
            });
        }
    }

    /**
     * Notes what it runs now, whatever the rate: for a tool call's start, after which a process it
     * started for the tool may outlive it (rare enough to look each time).
     */
    public void rememberNow() {
        remembered.set(System.nanoTime());
        look();
    }

    private void look() {
        if (process.isAlive()) {
            started.removeIf(handle -> !handle.isAlive());
            process.descendants().limit(Math.max(0, REMEMBERED - started.size())).forEach(started::add);
        }
    }

    /** Waits at most {@code wait} for it to exit; true when it has. */
    public boolean awaitExit(Duration wait) {
        try {
            return process.waitFor(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    /**
     * Ends it politely: its input is closed (ACP's way of saying goodbye); after {@code grace}, when it
     * is still there (none of the published agents exits when its input closes), it and everything in
     * its process group and under it get SIGTERM together, and what is left {@value #TERM_GRACE_SECONDS}
     * s later SIGKILL. Returns once they have exited: at most {@code grace} and
     * {@value #TERM_GRACE_SECONDS} s and a moment, so agents stopped together stop in that time.
     */
    public void stop(Duration grace) {
        List<ProcessHandle> started = descendants();
        try {
            process.getOutputStream().close();
        } catch (IOException ignored) {
            // it is gone already
        }
        awaitExit(grace);
        end(withItself(started), false);
        awaitExit(TERM_GRACE);
        stderr.awaitEnd(STDERR_DRAIN);
        released();
    }

    /** Ends it and what it started at once (SIGKILL). Returns once it has exited. */
    public void kill() {
        List<ProcessHandle> started = descendants();
        process.destroyForcibly();
        end(started, true);
        awaitExit(TERM_GRACE);
        released();
    }

    /** It, then {@code started} and what its group holds now (it may have started more since). */
    private List<ProcessHandle> withItself(List<ProcessHandle> started) {
        Set<ProcessHandle> all = new LinkedHashSet<>();
        all.add(process.toHandle());
        all.addAll(started);
        all.addAll(descendants());
        return List.copyOf(all);
    }

    /** Its group has ended: the reaper need not end it should the daemon die. */
    private void released() {
        if (ownGroup) {
            AgentReaper.get().ifPresent(reaper -> reaper.release(process.pid()));
        }
    }

    /**
     * What it runs now, what it ran when last remembered that still runs, and what still runs in its
     * process group (which finds what it started even after it died on its own).
     */
    private List<ProcessHandle> descendants() {
        Set<ProcessHandle> all = new LinkedHashSet<>(process.descendants().toList());
        started.stream().filter(ProcessHandle::isAlive).forEach(all::add);
        if (ownGroup) {
            ProcessGroup.members(process.pid()).stream().filter(handle -> handle.pid() != process.pid()).forEach(all::add);
        }
        return List.copyOf(all);
    }

    private static void end(List<ProcessHandle> started, boolean forcibly) {
        List<ProcessHandle> alive = started.stream().filter(ProcessHandle::isAlive).toList();
        for (ProcessHandle handle : alive) {
            if (forcibly) {
                handle.destroyForcibly();
            } else {
                handle.destroy();
            }
        }
        CompletableFuture<?> exited = CompletableFuture.allOf(
                alive.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new));
        try {
            exited.get(TERM_GRACE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            alive.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        } catch (ExecutionException e) {
            // onExit does not fail
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
