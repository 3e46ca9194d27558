package ahp.agenttools;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * One chat's agent shell tools: VS Code's six, named for the host's shell ({@link ToolFamily}),
 * and {@code ahp_terminals}. One shell per chat is opened by the first command and kept between
 * calls, so the directory, the environment and what a command leaves behind are there for the next;
 * a shell a command still holds (past its timeout, on the alternate screen, in the background) is
 * left to it, and the next command opens another.
 *
 * <p>{@link #call} is what an MCP server's {@code tools/call} does: it answers with text and an
 * error flag, never a throw for anything a model or a person did. It blocks until the answer (a
 * {@code sync} command up to its timeout), so run it on a thread that may wait (a virtual thread).
 * Thread-safe: calls may run at once.
 */
public final class AgentShellTools implements AutoCloseable {

    /** The read-only tool that lists the host's terminals. */
    public static final String TERMINALS_TOOL = TerminalsTool.NAME;

    private final ShellHost host;
    private final ToolFamily family;
    private final ShellPool pool = new ShellPool();
    private final BackgroundCommands background;
    private final Map<String, Tool> tools = new LinkedHashMap<>();

    private AgentShellTools(ShellHost host, Path workingDirectory) {
        this.host = host;
        String shellPath = Objects.requireNonNull(host.shellPath(), "the host's shell path");
        this.family = ToolFamily.of(shellPath);
        this.background = new BackgroundCommands(host, pool);
        Grants grants = new Grants(host);
        ShellSupply shells = new ShellSupply(host, pool, grants, workingDirectory);
        add(new CommandTool(family, shellPath, pool, shells, grants, background));
        add(new ReadTool(family, host, pool, grants));
        add(new WriteTool(family, pool, grants));
        add(new ShutdownTool(family, host, pool, grants));
        add(new ListTool(family, pool));
        add(new OtherShellTool(family, shellPath));
        add(new TerminalsTool(host));
    }

    /**
     * The tools of one chat, whose shells {@code host} opens in {@code workingDirectory} (the chat's;
     * null for the host's choice). Opens nothing yet.
     */
    public static AgentShellTools forChat(ShellHost host, Path workingDirectory) {
        return new AgentShellTools(Objects.requireNonNull(host, "host"), workingDirectory);
    }

    /** The family the host's shell gives the tools. */
    public ToolFamily family() {
        return family;
    }

    /** The six shell tools, as VS Code returns them: the primary, read, write, shutdown, list, the other primary. */
    public List<ToolDefinition> definitions() {
        return family.names().stream().map(name -> tools.get(name).definition()).toList();
    }

    /** {@code ahp_terminals}'s definition; {@link #call} answers it too. */
    public static ToolDefinition terminalsDefinition() {
        return TerminalsTool.describe();
    }

    /**
     * Runs the tool {@code name} for {@code call} with {@code arguments} (a JSON object; null for
     * none). A refusal, arguments that do not fit, an unknown name or anything that failed is an
     * error result the model reads.
     */
    public ToolResult call(ShellCall call, String name, JsonNode arguments) {
        Objects.requireNonNull(call, "call");
        Tool tool = name == null ? null : tools.get(name);
        if (tool == null) {
            return ToolResult.failure(HostTexts.unknownTool(name), "unknown_tool");
        }
        if (pool.closed()) {
            return ToolResult.failure(HostTexts.CLOSED, "closed");
        }
        try {
            return tool.call(call, Arguments.of(arguments));
        } catch (InvalidArguments invalid) {
            return ToolResult.failure(HostTexts.invalidArguments(invalid.getMessage()), "invalid_arguments");
        } catch (RuntimeException failure) {
            return ToolResult.failure(HostTexts.failed(HostCallbacks.reason(failure)), "failed");
        }
    }

    /**
     * Stops the background command {@code id} ({@code vscode/stopBackgroundWork}): ^C, as a person's
     * stop writes it. Its row stays until it has really ended. False when no running command has
     * that id.
     */
    public boolean stopBackground(String id) {
        return background.stop(id);
    }

    /** The background commands still running, in no order. */
    public List<BackgroundCommand> backgroundCommands() {
        return background.running();
    }

    /**
     * Ends every shell of the chat through the host (the chat or its session goes): commands still
     * running end with them, and no background end is reported any more. Calls after it are
     * answered with an error.
     */
    @Override
    public void close() {
        for (Shell shell : pool.close()) {
            HostCallbacks.quietly("end a shell as the tools closed", () -> host.end(shell.host()));
        }
    }

    /** Whether the live shell {@code shellId} is held by a command (for tests). */
    boolean isBusy(String shellId) {
        return pool.isBusy(shellId);
    }

    private void add(Tool tool) {
        tools.put(tool.definition().name(), tool);
    }
}
