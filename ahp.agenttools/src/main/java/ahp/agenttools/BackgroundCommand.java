package ahp.agenttools;

import ahp.protocol.chat.BackgroundShellWork;
import ahp.terminals.api.command.RunningCommand;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * A command {@code bash} started with {@code mode: "async"}: it outlives its call, and its shell
 * stays busy until it has really ended. The host shows it as a background row of the call's chat
 * ({@link #work()}) and stops it with {@link #stop()}.
 */
public final class BackgroundCommand {

    /** The {@code _meta} key that offers a row's stop to VS Code ({@code vscode/stopBackgroundWork}). */
    public static final String STOP_META = "vscode.stopBackgroundWork";

    private final String id;
    private final String shellId;
    private final String command;
    private final String terminal;
    private final Instant startedAt;
    private final ShellCall call;
    private final RunningCommand running;

    BackgroundCommand(String id, String shellId, String command, String terminal, Instant startedAt, ShellCall call,
            RunningCommand running) {
        this.id = Objects.requireNonNull(id, "id");
        this.shellId = Objects.requireNonNull(shellId, "shellId");
        this.command = Objects.requireNonNull(command, "command");
        this.terminal = Objects.requireNonNull(terminal, "terminal");
        this.startedAt = Objects.requireNonNull(startedAt, "startedAt");
        this.call = Objects.requireNonNull(call, "call");
        this.running = Objects.requireNonNull(running, "running");
    }

    /** Its id, unique within its chat: the background row's {@code id}. */
    public String id() {
        return id;
    }

    /** The id of the shell it runs in, which the call was answered with. */
    public String shellId() {
        return shellId;
    }

    /** The command as the model gave it. */
    public String command() {
        return command;
    }

    /** Its first line that is not blank: the row's label. */
    public String label() {
        return command.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst().orElse("");
    }

    /** The URI of the terminal it runs in. */
    public String terminal() {
        return terminal;
    }

    /** When it was started. */
    public Instant startedAt() {
        return startedAt;
    }

    /** The call that started it: the wake at its end acts as this call's person. */
    public ShellCall call() {
        return call;
    }

    /**
     * Its row on the chat ({@code kind: "shell"}): its id, label, start, the command, the terminal,
     * and {@code _meta} offering the stop.
     */
    public BackgroundShellWork work() {
        return new BackgroundShellWork(id, label(), startedAt.toString(), Map.of(STOP_META, true), command, terminal);
    }

    /**
     * Interrupts it with ^C, as a person's stop writes it ({@code vscode/stopBackgroundWork}). Its
     * end is still heard only when it has really ended; one that ended already is left alone.
     */
    public void stop() {
        running.interrupt();
    }
}
