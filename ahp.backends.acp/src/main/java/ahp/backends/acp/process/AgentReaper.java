package ahp.backends.acp.process;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Ends the agents' process groups when this daemon dies, however it dies ({@code SIGKILL} included).
 * None of the published agents (Gemini CLI, Codex's and Claude's adapters) exits when its standard
 * input closes, and an agent is a session and a process group of its own ({@link ProcessGroup}), so
 * without this a killed daemon leaves every agent it ran alive, and nothing would find them again.
 *
 * <p>One small POSIX shell per daemon, started in a session of its own (so a signal to the daemon's
 * group does not reach it), reads the groups to watch from a pipe: {@code +<group>} when an agent
 * starts, {@code -<group>} once it and what it started have ended. When the pipe ends, which the
 * kernel does when the daemon's process goes whatever ended it, the shell sends {@code SIGTERM} to
 * every group still listed, waits {@value #GRACE_SECONDS} s, and sends {@code SIGKILL}. A group is
 * listed only while its members run, and Linux never hands out a process id that is in use as a group
 * id, so the groups it signals are the agents' own.
 *
 * <p>Chosen over the kernel's parent-death signal ({@code PR_SET_PDEATHSIG} through a launcher), which
 * fires when the <em>thread</em> that started the child ends, and the JVM's threads (a virtual thread's
 * carrier among them) come and go while the daemon lives; and it reaches the agent only, not the
 * processes it started. Chosen over groups written to the state directory and ended at the next start:
 * those agents would live on until a next start that may never come, and each would need checking
 * that it is still the same process.
 */
final class AgentReaper {

    private static final System.Logger LOG = System.getLogger(AgentReaper.class.getName());
    private static final Path SHELL = Path.of("/bin/sh");
    /** Between the daemon's death and {@code SIGKILL} to the agents still there. */
    static final int GRACE_SECONDS = 2;
    private static final String SCRIPT = """
            groups=
            while IFS= read -r line; do
              group=${line#?}
              case $group in ''|*[!0-9]*) continue ;; esac
              case $line in
                +*) groups="$groups $group" ;;
                -*) kept=; for g in $groups; do [ "$g" = "$group" ] || kept="$kept $g"; done; groups=$kept ;;
              esac
            done
            [ -n "$groups" ] || exit 0
            for g in $groups; do kill -s TERM -- "-$g" 2>/dev/null; done
            sleep %d
            for g in $groups; do kill -s KILL -- "-$g" 2>/dev/null; done
            """.formatted(GRACE_SECONDS);

    private static AgentReaper instance;
    private static boolean unavailable;

    private final Process process;
    private final OutputStream groups;

    private AgentReaper(Process process) {
        this.process = process;
        this.groups = process.getOutputStream();
    }

    /** The daemon's reaper, started the first time an agent is; none where there is no {@code setsid} or shell. */
    static synchronized Optional<AgentReaper> get() {
        if (instance != null && instance.process.isAlive()) {
            return Optional.of(instance);
        }
        if (unavailable) {
            return Optional.empty();
        }
        Optional<String> launcher = ProcessGroup.launcher();
        if (launcher.isEmpty() || !Files.isExecutable(SHELL)) {
            unavailable = true;
            return Optional.empty();
        }
        try {
            Process started = new ProcessBuilder(List.of(launcher.get(), SHELL.toString(), "-c", SCRIPT, "ahp-agent-reaper"))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            instance = new AgentReaper(started);
            return Optional.of(instance);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "Could not start the agent reaper; agents may outlive a killed daemon: " + e.getMessage());
            unavailable = true;
            return Optional.empty();
        }
    }

    /** Ends the agent group {@code group} should the daemon die. */
    void watch(long group) {
        send("+" + group);
    }

    /** Group {@code group} has ended: it is no longer the reaper's. */
    void release(long group) {
        send("-" + group);
    }

    private synchronized void send(String line) {
        try {
            groups.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
            groups.flush();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "The agent reaper is gone; agents may outlive a killed daemon: " + e.getMessage());
        }
    }
}
