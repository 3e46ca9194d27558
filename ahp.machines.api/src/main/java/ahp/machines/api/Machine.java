package ahp.machines.api;

import ahp.terminals.api.spi.ProcessBinding;
import java.util.Set;

/**
 * One machine the config file names, opened by its kind's {@link MachineProvider}. The host starts
 * every terminal of a session in this machine on {@link #binding} (no shell-integration scripts
 * there: a command's end comes from the sentinel), asks it to {@link #release} a session that is
 * disposed, and to {@link #reconcile} once at start-up with the sessions it kept. Safe for use from
 * several threads.
 */
public interface Machine extends AutoCloseable {

    /** Its id, as sessions name it. */
    String id();

    /** Its kind ({@code "docker"}, {@code "ssh"}). */
    String kind();

    /** What it is, for a person choosing it: {@code "Docker image ahp-shells:bookworm"}. */
    String description();

    /** The shell a session's commands are typed into there, as a path inside the machine. */
    String shell();

    /**
     * The binding a session's terminals start on. It returns at once: what it must make first (the
     * session's container, at its first command) is made as the process starts, and a machine that
     * cannot be reached is a process that printed why and exited (never a throw, never a hang).
     */
    ProcessBinding binding(MachineSession session);

    /**
     * The session was disposed: what the machine made for it (its container) is stopped and removed.
     * May take a while; the host calls it off its own threads. Never throws.
     */
    void release(String sessionUri);

    /**
     * At start-up, with the sessions this daemon kept that are in this machine: removes what was made
     * for any other session of this daemon (disposed while the daemon was down, or never recorded),
     * and ends what still runs for the kept ones (their terminals ended with the daemon). May take a
     * while; the host calls it off its own threads. Never throws; an unreachable machine is logged.
     */
    void reconcile(Set<String> keptSessionUris);

    /** The daemon stops: what runs is left to {@link #reconcile} at the next start. Never throws. */
    @Override
    void close();
}
