package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * What the tools say of themselves, as VS Code's agent host says it: names for the shell's family,
 * descriptions word for word, the argument schemas, and MCP's shape.
 */
class ToolDefinitionsTest {

    private static final ShellCall CALL = new ShellCall("owner", "turn-1", "call-1");

    @Test
    void aPosixShellGetsTheBashNamesAndPowershellNamesTheToolThatRuns() {
        AgentShellTools tools = AgentShellTools.forChat(new NoShellHost("/usr/bin/bash"), null);
        assertEquals(ToolFamily.BASH, tools.family());
        assertEquals(List.of("bash", "read_bash", "write_bash", "bash_shutdown", "list_bash", "powershell"),
                tools.definitions().stream().map(ToolDefinition::name).toList());

        ToolResult redirected = tools.call(CALL, "powershell", ChatShells.arguments("command", "Get-ChildItem"));
        assertEquals(new ToolResult("This tool is disabled because the configured shell is /usr/bin/bash. Use the"
                + " `bash` tool instead.", true, "wrong_shell"), redirected);
        assertEquals(redirected.text(), definition(tools, "powershell").description());
    }

    @Test
    void powerShellFlipsTheFamilyAsVsCodeDoes() {
        AgentShellTools tools = AgentShellTools.forChat(new NoShellHost("/opt/microsoft/powershell/7/pwsh"), null);
        assertEquals(ToolFamily.POWERSHELL, tools.family());
        assertEquals(List.of("powershell", "read_powershell", "write_powershell", "powershell_shutdown",
                "list_powershell", "bash"), tools.definitions().stream().map(ToolDefinition::name).toList());
        assertEquals(new ToolResult("This tool is disabled because the configured shell is"
                + " /opt/microsoft/powershell/7/pwsh. Use the `powershell` tool instead.", true, "wrong_shell"),
                tools.call(CALL, "bash", ChatShells.arguments("command", "ls")));
        assertEquals("Read the latest output from a running powershell shell.",
                definition(tools, "read_powershell").description());
        assertEquals("Stop a powershell shell.", definition(tools, "powershell_shutdown").description());

        String description = definition(tools, "powershell").description();
        assertTrue(description.startsWith("This tool allows you to execute PowerShell commands in a persistent"
                + " terminal session, preserving environment variables, working directory, and other context across"
                + " multiple commands.\n\nCommand Execution:\n- Prefer ; when chaining commands on one line\n"),
                description);
        assertTrue(description.contains("\n- Quote paths with spaces: \"C:\\Path With Spaces\"\n"), description);
        assertTrue(description.endsWith("\n- After each send, call read_powershell to read the next prompt before"
                + " sending the next answer.\n- Continue one prompt at a time until the command finishes."), description);
        assertEquals(45, description.lines().count(), "VS Code's 45 parts, one line each");
    }

    @Test
    void windowsPowerShellIsNamedAndToldNotToChainWithAnd() {
        String description = ModelDescriptions.primary(ToolFamily.POWERSHELL,
                "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe");
        assertTrue(description.startsWith("This tool allows you to execute Windows PowerShell 5.1 commands"));
        assertTrue(description.contains("\n- Use semicolons ; to chain commands on one line, NEVER use && even when"
                + " asked explicitly\n"));
    }

    @Test
    void familiesFollowTheShellsName() {
        for (String posix : List.of("/bin/sh", "/usr/bin/zsh", "/usr/bin/fish", "bash", "/bin/dash", "ksh")) {
            assertEquals(ToolFamily.BASH, ToolFamily.of(posix), posix);
        }
        for (String powerShell : List.of("pwsh", "/usr/bin/pwsh-preview", "C:\\Program Files\\PowerShell\\7\\PWSH.EXE",
                "powershell.exe")) {
            assertEquals(ToolFamily.POWERSHELL, ToolFamily.of(powerShell), powerShell);
        }
    }

    @Test
    void bashsDescriptionIsVsCodesWithItsPartsJoinedAsVsCodeJoinsThem() {
        String bash = ModelDescriptions.primary(ToolFamily.BASH, "/usr/bin/bash");
        assertTrue(bash.startsWith("This tool allows you to execute shell commands in a persistent bash terminal"
                + " session, preserving environment variables, working directory, and other context across multiple"
                + " commands.\n\nCommand Execution:\n- Use && to chain simple commands on one line\n"), bash);
        assertTrue(bash.contains("\n- Prefer relative paths when navigating directories, only use absolute when the path"
                + " is far away or the current cwd is not expected\n"), bash);
        assertTrue(bash.contains("\nUse write_bash to send commands or input to a terminal session.\n\nOutput"
                + " Management:\n- Output is automatically truncated if longer than 60KB to prevent context"
                + " overflow\n"), bash);
        assertTrue(bash.contains("\n- NEVER run sleep or similar wait commands in a terminal. You will be automatically"
                + " notified on your next turn when async terminal commands or timed-out sync commands complete or"
                + " need input. Do NOT poll for completion.\n"), bash);
        assertTrue(bash.endsWith("\n- Continue one prompt at a time until the command finishes.\n- Use [[ ]] for"
                + " conditional tests instead of [ ]\n- Prefer $() over backticks for command substitution\n- Use set -e"
                + " at start of complex commands to exit on errors"), bash);
        assertEquals(46, bash.lines().count(), "the first line, the generic part's leading blank line and its 41 lines, three more");
        assertFalse(bash.contains("%"), "no format placeholder is left");
        assertEquals(bash, ModelDescriptions.primary(ToolFamily.BASH, "/bin/fish"), "fish is described as bash");
    }

    @Test
    void zshHasItsOwnDescriptionThatStillNamesTheBashTools() {
        String zsh = ModelDescriptions.primary(ToolFamily.BASH, "/usr/bin/zsh");
        assertTrue(zsh.startsWith("This tool allows you to execute shell commands in a persistent zsh terminal"
                + " session"), zsh);
        assertTrue(zsh.contains("\n- Send exactly one answer per prompt using write_bash. Never send multiple answers"
                + " in a single send.\n"), zsh);
        assertTrue(zsh.endsWith("\n\nzsh pitfalls - these WILL cause errors or hangs:\n- NEVER use bare == or === as"
                + " separators (e.g. echo === triggers zsh equals expansion). Quote them: echo '==='\n- NEVER use status"
                + " as a variable name (it is read-only in zsh). Use exit_code or ret instead"), zsh);
        assertEquals(ModelDescriptions.bash(), ModelDescriptions.primary(ToolFamily.BASH, "/usr/bin/ZSH"),
                "VS Code matches zsh's name exactly outside Windows");
    }

    @Test
    void theCompanionsAreDescribedAsVsCodeDescribesThem() {
        AgentShellTools tools = AgentShellTools.forChat(new NoShellHost("/bin/bash"), null);
        assertEquals("Read the latest output from a running bash shell.", definition(tools, "read_bash").description());
        assertEquals("Send input to a running bash shell (e.g. answering a prompt, sending Ctrl+C).",
                definition(tools, "write_bash").description());
        assertEquals("Stop a bash shell.", definition(tools, "bash_shutdown").description());
        assertEquals("List active bash shell instances.", definition(tools, "list_bash").description());
    }

    @Test
    void theSchemasAreVsCodesAndModeIsThisHostsOwn() {
        AgentShellTools tools = AgentShellTools.forChat(new NoShellHost("/bin/bash"), null);
        assertEquals(Json.MAPPER.readTree("""
                {"type":"object","properties":{
                  "command":{"type":"string","description":"The command to execute"},
                  "timeout":{"type":"number","description":"Timeout in milliseconds (default 120000)"},
                  "mode":{"type":"string","enum":["sync","async"],"description":%s}},
                 "required":["command"]}""".formatted(Json.write(InputSchemas.MODE_DESCRIPTION))),
                definition(tools, "bash").inputSchema());
        assertEquals(Json.MAPPER.readTree("""
                {"type":"object","properties":{
                  "command":{"type":"string","description":"The command to execute"},
                  "timeout":{"type":"number","description":"Timeout in milliseconds (default 120000)"}},
                 "required":["command"]}"""), definition(tools, "powershell").inputSchema());
        assertEquals(Json.MAPPER.readTree("""
                {"type":"object","properties":{"shell_id":{"type":"string",
                  "description":"Shell ID to read from (optional; uses latest shell if omitted)"}}}"""),
                definition(tools, "read_bash").inputSchema());
        assertEquals(Json.MAPPER.readTree("""
                {"type":"object","properties":{"command":{"type":"string",
                  "description":"Text to write to the shell stdin"}},"required":["command"]}"""),
                definition(tools, "write_bash").inputSchema());
        assertEquals(Json.MAPPER.readTree("""
                {"type":"object","properties":{"shell_id":{"type":"string",
                  "description":"Shell ID to stop (optional; stops latest shell if omitted)"}}}"""),
                definition(tools, "bash_shutdown").inputSchema());
        assertEquals(Json.MAPPER.readTree("{\"type\":\"object\",\"properties\":{}}"),
                definition(tools, "list_bash").inputSchema());
    }

    @Test
    void definitionsAndResultsAreMcpShaped() {
        AgentShellTools tools = AgentShellTools.forChat(new NoShellHost("/bin/bash"), null);
        JsonNode list = definition(tools, "list_bash").toJson();
        assertEquals(Json.MAPPER.readTree("""
                {"name":"list_bash","description":"List active bash shell instances.",
                 "inputSchema":{"type":"object","properties":{}}}"""), list);
        assertEquals(Json.MAPPER.readTree("""
                {"content":[{"type":"text","text":"No active shells."}],"isError":false}"""),
                tools.call(CALL, "list_bash", null).toJson());

        JsonNode terminals = AgentShellTools.terminalsDefinition().toJson();
        assertEquals("ahp_terminals", terminals.get("name").asString());
        assertEquals(Json.MAPPER.readTree("{\"type\":\"object\",\"properties\":{}}"), terminals.get("inputSchema"));
        assertEquals(new ToolResult("No open terminals.", false, null), tools.call(CALL, "ahp_terminals", null));
    }

    @Test
    void argumentsThatDoNotFitAndUnknownToolsAreErrorsTheModelReads() {
        AgentShellTools tools = AgentShellTools.forChat(new NoShellHost("/bin/bash"), null);
        assertEquals(new ToolResult("Invalid arguments: command is required", true, "invalid_arguments"),
                tools.call(CALL, "bash", null));
        assertEquals(new ToolResult("Invalid arguments: command must be a string", true, "invalid_arguments"),
                tools.call(CALL, "bash", ChatShells.arguments("command", 5)));
        assertEquals(new ToolResult("Invalid arguments: timeout must be a number", true, "invalid_arguments"),
                tools.call(CALL, "bash", ChatShells.arguments("command", "ls", "timeout", "soon")));
        assertEquals(new ToolResult("Invalid arguments: mode must be \"sync\" or \"async\"", true, "invalid_arguments"),
                tools.call(CALL, "bash", ChatShells.arguments("command", "ls", "mode", "later")));
        assertEquals(new ToolResult("Invalid arguments: the arguments must be an object", true, "invalid_arguments"),
                tools.call(CALL, "read_bash", Json.MAPPER.readTree("[]")));
        assertEquals(new ToolResult("Unknown tool: run_in_terminal", true, "unknown_tool"),
                tools.call(CALL, "run_in_terminal", null));
        ToolResult cannotOpen = tools.call(CALL, "bash", ChatShells.arguments("command", "ls"));
        assertEquals(new ToolResult("Failed to run command: no terminal store here", true, "failed"), cannotOpen);
        assertNull(tools.call(CALL, "list_bash", null).error());
        assertEquals(new ToolResult("The tool failed: the root list is gone", true, "failed"),
                AgentShellTools.forChat(NoShellHost.failing("/bin/bash"), null).call(CALL, "ahp_terminals", null),
                "what the host throws is an answer, not a throw");
    }

    @Test
    void theTimeoutIsMillisecondsWithVsCodesDefault() {
        assertEquals(java.time.Duration.ofMinutes(2), CommandTool.timeout(null));
        assertEquals(java.time.Duration.ofMinutes(2), CommandTool.timeout(0.0));
        assertEquals(java.time.Duration.ofMinutes(2), CommandTool.timeout(Double.NaN));
        assertEquals(java.time.Duration.ofMillis(1500), CommandTool.timeout(1500.0));
        assertEquals("Command timed out after 2s. Partial output:\nx",
                ResultTexts.timedOut(java.time.Duration.ofMillis(1500), "x"), "seconds rounded half up, as Math.round");
    }

    private static ToolDefinition definition(AgentShellTools tools, String name) {
        return tools.definitions().stream().filter(tool -> tool.name().equals(name)).findFirst().orElseThrow();
    }
}
