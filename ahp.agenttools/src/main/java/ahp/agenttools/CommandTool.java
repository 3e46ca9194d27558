package ahp.agenttools;

import ahp.terminals.api.command.CommandOutcome;
import ahp.terminals.api.command.CommandRequest;
import ahp.terminals.api.command.RunningCommand;
import ahp.terminals.api.command.ShellCommands;
import java.time.Duration;

/**
 * The primary tool ({@code bash}, or {@code powershell} for a PowerShell host): types a command
 * into one of the chat's shells, as the host's {@code !} command does, and answers with how it
 * stands. {@code sync} waits for its end, its timeout or the alternate screen; {@code async} answers
 * at once. A command still running when it is answered keeps its shell until it has really ended,
 * so the next call opens another shell rather than interleaving with it.
 */
final class CommandTool implements Tool {

    /** VS Code's default timeout, as its schema says: 120000 milliseconds. */
    static final Duration DEFAULT_TIMEOUT = CommandRequest.DEFAULT_TIMEOUT;

    private final ToolFamily family;
    private final String shellPath;
    private final ShellPool pool;
    private final ShellSupply shells;
    private final Grants grants;
    private final BackgroundCommands background;

    CommandTool(ToolFamily family, String shellPath, ShellPool pool, ShellSupply shells, Grants grants,
            BackgroundCommands background) {
        this.family = family;
        this.shellPath = shellPath;
        this.pool = pool;
        this.shells = shells;
        this.grants = grants;
        this.background = background;
    }

    @Override
    public ToolDefinition definition() {
        return new ToolDefinition(family.primary(), ModelDescriptions.primary(family, shellPath), InputSchemas.primary());
    }

    @Override
    public ToolResult call(ShellCall call, Arguments arguments) {
        String command = arguments.requiredString("command");
        if (command.isBlank()) {
            throw new InvalidArguments("command is blank");
        }
        Duration timeout = timeout(arguments.optionalNumber("timeout"));
        boolean async = async(arguments.optionalString("mode"));
        ToolResult refused = grants.refusal(call, ShellGrant.INPUT, ShellGrant.OUTPUT);
        if (refused != null) {
            return refused;
        }
        ShellSupply.Held held = shells.hold(call);
        if (held.shell() == null) {
            return held.refusal();
        }
        Shell shell = held.shell();
        RunningCommand typed;
        try {
            typed = ShellCommands.start(shell.host().terminal(),
                    new CommandRequest(command, shellPath, CommandRequest.newSentinelId(), timeout));
        } catch (RuntimeException cannot) {
            pool.untouched(shell);
            return ToolResult.failure(HostTexts.failedToRun(HostCallbacks.reason(cannot)), "failed")
                    .prefixed(ResultTexts.shellId(shell.id()));
        }
        pool.running(shell, typed);
        if (async) {
            background.start(call, shell, command, typed);
            return ToolResult.success(ResultTexts.shellId(shell.id()) + HostTexts.RUNNING_IN_BACKGROUND);
        }
        typed.ended().thenRun(() -> pool.ended(shell, typed));
        CommandOutcome answer = typed.answer().toCompletableFuture().join();
        if (answer.ending().isEnd()) {
            pool.ended(shell, typed); // free before the answer, so the next call finds this shell idle
        }
        return CommandAnswers.of(shell.id(), answer, timeout);
    }

    /** The timeout in milliseconds the model gave, or the default where it gave none that could be waited for. */
    static Duration timeout(Double milliseconds) {
        if (milliseconds == null || !(milliseconds >= 1) || milliseconds.isInfinite()) {
            return DEFAULT_TIMEOUT;
        }
        return Duration.ofMillis(Math.round(Math.min(milliseconds, (double) Long.MAX_VALUE / 1_000_000)));
    }

    private static boolean async(String mode) {
        if (mode == null || mode.equals(InputSchemas.SYNC)) {
            return false;
        }
        if (mode.equals(InputSchemas.ASYNC)) {
            return true;
        }
        throw new InvalidArguments("mode must be \"" + InputSchemas.SYNC + "\" or \"" + InputSchemas.ASYNC + "\"");
    }
}
