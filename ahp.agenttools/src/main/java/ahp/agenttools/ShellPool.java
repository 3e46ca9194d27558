package ahp.agenttools;

import ahp.terminals.api.command.RunningCommand;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A chat's shells, in the order they were opened, and those that ended, remembered so a call that
 * still names one is answered from what was kept. A shell is held by one call at a time: from the
 * call that takes it until its command has really ended, so a command left running past its answer
 * keeps its shell from the next call. Thread-safe; nothing here calls out.
 */
final class ShellPool {

    private final List<Shell> live = new ArrayList<>();
    private final Map<String, Shell> ended = new HashMap<>();
    private boolean closed;

    /** Takes the shells whose process exited off the live list (VS Code drops them as a call looks for one). */
    synchronized List<Shell> dropExited() {
        List<Shell> dropped = new ArrayList<>();
        for (Shell shell : List.copyOf(live)) {
            if (!shell.busy() && shell.exited()) {
                retire(shell);
                dropped.add(shell);
            }
        }
        return dropped;
    }

    /** The first live shell nobody holds, now held; null when every one is busy, or there is none. */
    synchronized Shell holdIdle() {
        for (Shell shell : live) {
            if (!shell.busy() && !shell.exited()) {
                shell.hold();
                return shell;
            }
        }
        return null;
    }

    /** Adds a shell just opened, held by the call that opened it; false once the pool is closed. */
    synchronized boolean addHeld(Shell shell) {
        if (closed) {
            return false;
        }
        shell.hold();
        live.add(shell);
        return true;
    }

    /** {@code command} now holds {@code shell}. */
    synchronized void running(Shell shell, RunningCommand command) {
        shell.run(command);
    }

    /** Frees {@code shell} if {@code command} still holds it (its end, heard once or twice). */
    synchronized void ended(Shell shell, RunningCommand command) {
        if (shell.running() == command) {
            shell.free();
        }
    }

    /** Frees {@code shell}, whose call typed nothing into it. */
    synchronized void untouched(Shell shell) {
        if (shell.running() == null) {
            shell.free();
        }
    }

    /** The shell opened last of those still live, or null. */
    synchronized Shell latest() {
        return live.isEmpty() ? null : live.getLast();
    }

    /** The shell named {@code id}, live or ended, or null. */
    synchronized Shell find(String id) {
        for (Shell shell : live) {
            if (shell.id().equals(id)) {
                return shell;
            }
        }
        return ended.get(id);
    }

    /** Takes the live shell named {@code id} off the live list; null when no live shell has that id. */
    synchronized Shell retire(String id) {
        for (Shell shell : live) {
            if (shell.id().equals(id)) {
                retire(shell);
                return shell;
            }
        }
        return null;
    }

    /** Takes the latest live shell off the live list; null when there is none. */
    synchronized Shell retireLatest() {
        Shell latest = latest();
        if (latest != null) {
            retire(latest);
        }
        return latest;
    }

    /** The live shells, oldest first. */
    synchronized List<Shell> live() {
        return List.copyOf(live);
    }

    /** Whether the live shell named {@code id} is held by a call. */
    synchronized boolean isBusy(String id) {
        return live.stream().anyMatch(shell -> shell.id().equals(id) && shell.busy());
    }

    /** Closes the pool: no shell is added any more; returns the live shells, now retired. */
    synchronized List<Shell> close() {
        closed = true;
        List<Shell> all = List.copyOf(live);
        all.forEach(this::retire);
        return all;
    }

    /** Whether the pool was closed. */
    synchronized boolean closed() {
        return closed;
    }

    private void retire(Shell shell) {
        live.remove(shell);
        shell.end();
        ended.put(shell.id(), shell);
    }
}
