package ahp.agenttools;

import ahp.terminals.api.command.CommandOutcome;
import ahp.terminals.api.command.RunningCommand;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The chat's commands started with {@code mode: "async"}, from their start until they have really
 * ended: each is shown to the host as it starts, frees its shell as it ends, and is then reported,
 * unless the tools were closed.
 */
final class BackgroundCommands {

    private final ShellHost host;
    private final ShellPool pool;
    private final Map<String, BackgroundCommand> running = new ConcurrentHashMap<>();

    BackgroundCommands(ShellHost host, ShellPool pool) {
        this.host = host;
        this.pool = pool;
    }

    /** Tells the host of {@code command}, typed into {@code shell} for {@code call}, and watches for its end. */
    BackgroundCommand start(ShellCall call, Shell shell, String command, RunningCommand typed) {
        BackgroundCommand background = new BackgroundCommand("shell-" + UUID.randomUUID(), shell.id(), command,
                shell.host().uri(), Instant.now(), call, typed);
        running.put(background.id(), background);
        HostCallbacks.quietly("show a background command", () -> host.backgroundStarted(background));
        typed.ended().thenAccept(outcome -> ended(background, shell, typed, outcome));
        return background;
    }

    /** Interrupts the command {@code id}; false when no running command has that id. */
    boolean stop(String id) {
        BackgroundCommand command = running.get(id);
        if (command == null) {
            return false;
        }
        command.stop();
        return true;
    }

    /** The commands still running, in no order. */
    List<BackgroundCommand> running() {
        return List.copyOf(running.values());
    }

    private void ended(BackgroundCommand command, Shell shell, RunningCommand typed, CommandOutcome outcome) {
        pool.ended(shell, typed);
        running.remove(command.id());
        if (pool.closed()) {
            return;
        }
        BackgroundEnd end = new BackgroundEnd(outcome.ending(), outcome.exitCode(),
                ModelOutput.ofPlain(outcome.output()), outcome.failure());
        HostCallbacks.quietly("hear a background command's end", () -> host.backgroundEnded(command, end));
    }
}
