package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.terminal.TerminalClaim;
import ahp.server.auth.User;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.command.CommandEnding;
import ahp.terminals.api.command.CommandOutcome;
import ahp.terminals.api.command.CommandRequest;
import ahp.terminals.api.command.RunningCommand;
import ahp.terminals.api.command.ShellCommands;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One {@code !} command's turn, as VS Code's host runs a local command: a shell of the host's own
 * (the daemon's, or its machine's where the session is in one; never {@code defaultShell}) opens in
 * the session's first working directory, the command typed as that shell reads it, kept out of the
 * person's history and told nobody is watching, claimed by the session, the chat, the turn and
 * the call, and named after the chat with the call's id as its key. It is listed as a client's
 * terminal is; its call names it once listed; the command is typed in; the call completes in VS
 * Code's words for how it ended, the turn completes however it ended, the claim narrows to the
 * session and the chat, and what it printed is kept. The shell sits on at its prompt until the
 * session goes.
 */
final class CommandTurn {

    private static final System.Logger LOG = System.getLogger(CommandTurn.class.getName());

    /** A {@code !} command's terminal's title. */
    static final String TITLE = "Terminal";

    private final Sessions sessions;
    private final LiveChat chat;
    private final String turnId;
    private final String command;
    private final User user;
    private final String toolCallId = "bang-" + UUID.randomUUID().toString().replace("-", "");
    private final String terminalUri;
    private final AtomicBoolean finished = new AtomicBoolean();
    /** When the turn began here, for its duration (the host's clock, not a client's stamp). */
    private final Instant began;
    private volatile Terminal terminal;
    /** The shell the command is typed into: the daemon's own, or its session's machine's. */
    private volatile String shellPath;
    /** Whether the command has really ended (its mark, its sentinel or its shell's exit), and its code then. */
    private volatile boolean commandOver;
    private volatile Integer commandExit;
    private RunningCommand running;
    private boolean cancelled;

    CommandTurn(Sessions sessions, LiveChat chat, String turnId, String command, User user) {
        this.sessions = sessions;
        this.chat = chat;
        this.turnId = turnId;
        this.command = command;
        this.user = user;
        this.began = Instant.now(sessions.settings.clock());
        this.terminalUri = new RetainedLink(RetainedLink.STORAGE, chat.session.uri, chat.uri, toolCallId).uri();
    }

    /** Announces the call, opens the shell and types the command in; returns at once. */
    void start() {
        publish(ChatActions.toolCallStart(turnId, toolCallId, command));
        publish(ChatActions.toolCallReady(turnId, toolCallId, command));
        Path folder = folder();
        if (folder == null) {
            failToRun("the session's working directory " + chat.session.workingDirectories.getFirst()
                    + " is not a folder on this machine");
            return;
        }
        SessionMachines.Placement place;
        try {
            place = SessionMachines.place(sessions, chat.session);
        } catch (IllegalStateException notHere) {
            failToRun(notHere.getMessage());
            return;
        }
        shellPath = place.shell();
        TerminalSpec.Builder shell = TerminalSpec.builder()
                .directory(folder)
                .shell(shellPath)
                .title(TITLE)
                .preventShellHistory(true)
                .nonInteractive(true);
        TerminalClaim call = new TerminalClaim.Session(chat.session.uri, chat.uri, turnId, toolCallId);
        sessions.host.locked(() -> chat.terminals.put(toolCallId, terminalUri));
        CompletableFuture<Terminal> opened;
        try {
            opened = sessions.host.openTerminal(terminalUri, shell.claim(call).build(), place.store());
        } catch (RuntimeException refused) {
            opened = CompletableFuture.failedFuture(refused);
        }
        opened.whenComplete((listed, failure) -> sessions.background.run("command-" + toolCallId, () -> {
            if (failure != null) {
                failToRun(failure.getCause() != null && failure instanceof java.util.concurrent.CompletionException
                        ? failure.getCause().getMessage() : failure.getMessage());
            } else {
                run(listed);
            }
        }));
    }

    /** The client cancelled the turn: the command is interrupted, as a person's stop does. */
    void cancel() {
        RunningCommand command;
        synchronized (this) {
            cancelled = true;
            command = running;
        }
        if (command != null) {
            command.interrupt();
        }
    }

    /** The session or chat went, or the daemon is stopping: the turn ends, the command is not waited for. */
    void abandon() {
        cancel();
        if (finished.compareAndSet(false, true)) {
            sessions.turns.ended(chat, turnId);
        }
    }

    private void run(Terminal listed) {
        terminal = listed;
        // Kept again when the shell goes (a dispose, the session's end, the daemon's stop): the whole
        // run as it stood, with the command's code where it had ended, the shell's where it had not.
        KeptOutputs.whenExited(sessions, chat, toolCallId, listed, this::keptExitCode);
        String sentinel = UUID.randomUUID().toString().replace("-", "");
        RunningCommand started = null;
        synchronized (this) {
            if (!cancelled && !finished.get()) {
                started = ShellCommands.start(listed, new CommandRequest(command, shellPath,
                        sentinel, sessions.settings.commandTimeout()));
                running = started;
            }
        }
        // Named on the call only now, so a client that sees the terminal can stop its command; the
        // ending is heard only after, so the call's completion always follows its content.
        publish(ChatActions.toolCallNamesTerminal(turnId, toolCallId, terminalUri, TITLE, listed.isPty()));
        if (started == null) {
            failToRun("the turn was cancelled before the command ran");
            return;
        }
        RunningCommand typed = started;
        typed.answer().whenComplete((outcome, failure) -> sessions.background.run("command-" + toolCallId, () -> {
            if (failure != null) {
                failToRun(failure.getMessage());
            } else {
                finish(typed, outcome);
            }
        }));
    }

    private void finish(RunningCommand command, CommandOutcome outcome) {
        if (!finished.compareAndSet(false, true)) {
            return;
        }
        Terminal shell = terminal;
        if (outcome.ending() != CommandEnding.BACKGROUND) {
            shell.claim(TerminalClaim.Session.background(chat.session.uri, chat.uri));
        }
        // A command that could not run has ended too: its terminal is kept with no exit code of its
        // own, never with the one the shell it sat in has when it goes later.
        boolean ended = outcome.ending().isEnd();
        if (ended) {
            commandExit = outcome.exitCode();
            commandOver = true;
        }
        KeptOutputs.keepSoon(sessions, chat, toolCallId, KeptOutputs.snapshot(shell, keptExitCode()));
        if (!ended) {
            // Answered while it runs on (timed out, in the background, interactive): what it prints
            // after is kept again, with its exit code, once it has really ended (after the keep above,
            // which the writes of one key follow in order).
            command.ended().thenAccept(end -> {
                commandExit = end.exitCode();
                commandOver = true;
                KeptOutputs.keepSoon(sessions, chat, toolCallId, KeptOutputs.snapshot(shell, end.exitCode()));
            });
        }
        ToolCallResult result = Endings.result(outcome, terminalUri, TITLE, shell.isPty());
        publish(ChatActions.toolCallComplete(turnId, toolCallId, result));
        Path folder = folder();
        if (folder != null) {
            sessions.refreshChangesets(folder);
        }
        complete();
    }

    private void failToRun(String reason) {
        if (!finished.compareAndSet(false, true)) {
            return;
        }
        LOG.log(Level.INFO, "Could not run a command in {0}: {1}", chat.uri, reason);
        publish(ChatActions.toolCallComplete(turnId, toolCallId, Endings.failedToRun(reason)));
        complete();
    }

    private void complete() {
        long millis = Math.max(0, Duration.between(began, Instant.now(sessions.settings.clock())).toMillis());
        publish(ChatActions.turnComplete(turnId, millis));
        sessions.turns.ended(chat, turnId);
    }

    /** The exit code kept with the terminal's output: the command's once it ended, else the shell's. */
    private Integer keptExitCode() {
        Terminal shell = terminal;
        return commandOver || shell == null ? commandExit : KeptOutputs.exitCode(shell);
    }

    private void publish(Action action) {
        sessions.host.publish(chat.uri, action, () -> sessions.fold(chat, action));
    }

    /** The session's first working directory, home when it has none, null when it is not a folder. */
    private Path folder() {
        if (chat.session.workingDirectories.isEmpty()) {
            return sessions.settings.home();
        }
        try {
            Path folder = Path.of(new URI(chat.session.workingDirectories.getFirst()));
            return Files.isDirectory(folder) ? folder : null;
        } catch (Exception unusable) {
            return null;
        }
    }

    /** Who the turn acts for. */
    User user() {
        return user;
    }
}
