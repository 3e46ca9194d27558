package ahp.agenttools;

import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.command.RunningCommand;

/**
 * One shell of a chat's tools: its id (what the model names it by), the host's terminal, and, under
 * its pool's lock, whether a command holds it and whether it has ended.
 */
final class Shell {

    private final String id;
    private final HostShell host;
    /** A call holds it: a command runs, or is about to be typed. Guarded by the pool. */
    private boolean busy;
    /** The command that holds it, once typed. Guarded by the pool. */
    private RunningCommand running;
    /** Shut down, dropped after its exit, or closed with the tools. Guarded by the pool. */
    private boolean ended;

    Shell(String id, HostShell host) {
        this.id = id;
        this.host = host;
    }

    String id() {
        return id;
    }

    HostShell host() {
        return host;
    }

    boolean busy() {
        return busy;
    }

    RunningCommand running() {
        return running;
    }

    boolean ended() {
        return ended;
    }

    /** A call takes it. */
    void hold() {
        busy = true;
        running = null;
    }

    /** The command typed for the call that holds it. */
    void run(RunningCommand command) {
        running = command;
    }

    /** Nobody holds it any more. */
    void free() {
        busy = false;
        running = null;
    }

    /** It is gone from the chat's shells. */
    void end() {
        ended = true;
    }

    /**
     * Whether its process has exited: its terminal's state says so (as soon as {@code terminal/exited}
     * is applied, before any listener hears of it).
     */
    boolean exited() {
        return host.terminal().lifecycle() instanceof TerminalLifecycle.Exited;
    }

    /** {@code running} or {@code exited (<code>)}, as {@code list_<type>} says it. */
    String status() {
        if (!(host.terminal().lifecycle() instanceof TerminalLifecycle.Exited exited)) {
            return "running";
        }
        return "exited (" + (exited.exitCode() == null ? "unknown" : exited.exitCode()) + ")";
    }
}
