package ahp.agenttools;

import java.util.List;

/**
 * The tools' descriptions, VS Code's word for word (its agent host's {@code copilotShellTools.ts}:
 * {@code createBashModelDescription}, {@code createZshModelDescription},
 * {@code createPowerShellModelDescription} with sandboxing off, and the companion tools'
 * descriptions; see {@code NOTICE.md}). Texts, not code: how VS Code joins its parts is kept, so a
 * description here is the same string VS Code's model reads.
 */
final class ModelDescriptions {

    private ModelDescriptions() {}

    /** The primary tool's description for the shell at {@code shellPath} of {@code family}. */
    static String primary(ToolFamily family, String shellPath) {
        if (family == ToolFamily.POWERSHELL) {
            return powerShell(shellPath);
        }
        return ShellName.isZsh(shellPath) ? zsh() : bash();
    }

    /** {@code read_<type>}'s description. */
    static String read(ToolFamily family) {
        return "Read the latest output from a running " + family.type() + " shell.";
    }

    /** {@code write_<type>}'s description. */
    static String write(ToolFamily family) {
        return "Send input to a running " + family.type() + " shell (e.g. answering a prompt, sending Ctrl+C).";
    }

    /** {@code <type>_shutdown}'s description. */
    static String shutdown(ToolFamily family) {
        return "Stop a " + family.type() + " shell.";
    }

    /** {@code list_<type>}'s description. */
    static String list(ToolFamily family) {
        return "List active " + family.type() + " shell instances.";
    }

    /** The bash description. */
    static String bash() {
        return String.join("\n",
                "This tool allows you to execute shell commands in a persistent bash terminal session, preserving"
                        + " environment variables, working directory, and other context across multiple commands.",
                generic("bash"),
                "- Use [[ ]] for conditional tests instead of [ ]",
                "- Prefer $() over backticks for command substitution",
                "- Use set -e at start of complex commands to exit on errors");
    }

    /** The zsh description (its generic part names the bash tools, as VS Code's does). */
    static String zsh() {
        return String.join("\n",
                "This tool allows you to execute shell commands in a persistent zsh terminal session, preserving"
                        + " environment variables, working directory, and other context across multiple commands.",
                generic("bash"),
                "- Use type to check command type (builtin, function, alias)",
                "- Use jobs, fg, bg for job control",
                "- Use [[ ]] for conditional tests instead of [ ]",
                "- Prefer $() over backticks for command substitution",
                "- Take advantage of zsh globbing features (**, extended globs). Note: unmatched globs fail by default"
                        + " (zsh: no matches found) - use a glob qualifier like *(N) or quote the glob if it should be"
                        + " literal",
                "",
                "zsh pitfalls - these WILL cause errors or hangs:",
                "- NEVER use bare == or === as separators (e.g. echo === triggers zsh equals expansion). Quote them:"
                        + " echo '==='",
                "- NEVER use status as a variable name (it is read-only in zsh). Use exit_code or ret instead");
    }

    /**
     * The part bash and zsh share: it starts with a line break and has no line break at its end, and
     * the lines after it in the bash and zsh descriptions follow its last section.
     */
    static String generic(String type) {
        return """

                Command Execution:
                - Use && to chain simple commands on one line
                - Prefer pipelines | over temporary files for data flow
                - Never create a sub-shell (eg. bash -c "command") unless explicitly asked

                Directory Management:
                - Prefer relative paths when navigating directories, only use absolute when the path is far away \
                or the current cwd is not expected
                - By default (mode=sync), shell and cwd are reused by subsequent sync commands
                - Use $PWD for current directory references
                - Consider using pushd/popd for directory stack management
                - Supports directory shortcuts like ~ and -

                Program Execution:
                - Supports Python, Node.js, and other executables
                - Install packages via package managers (brew, apt, etc.)
                - Use which or command -v to verify command availability

                Async Mode:
                - For long-running tasks (e.g., servers), use mode=async
                - Returns a terminal ID for checking status and runtime later

                Use write_%1$s to send commands or input to a terminal session.

                Output Management:
                - Output is automatically truncated if longer than 60KB to prevent context overflow
                - Use head, tail, grep, awk to filter and limit output size
                - For pager commands, disable paging: git --no-pager or add | cat
                - Use wc -l to count lines before displaying large outputs

                Best Practices:
                - Quote variables: "$var" instead of $var to handle spaces
                - Use find with -exec or xargs for file operations
                - Be specific with commands to avoid excessive output
                - Avoid printing credentials unless absolutely required
                - NEVER run sleep or similar wait commands in a terminal. You will be automatically notified on \
                your next turn when async terminal commands or timed-out sync commands complete or need input. Do \
                NOT poll for completion.

                Interactive Input Handling:
                - When a terminal command is waiting for interactive input, do NOT suggest alternatives or ask the \
                user whether to proceed. Instead, use the ask_user tool to collect the needed values from the user, \
                then send them.
                - Send exactly one answer per prompt using write_%1$s. Never send multiple answers in a single send.
                - After each send, call read_%1$s to read the next prompt before sending the next answer.
                - Continue one prompt at a time until the command finishes.""".formatted(type);
    }

    /**
     * The PowerShell description; Windows PowerShell 5.1 (the shell at
     * {@code System32\WindowsPowerShell\v1.0\powershell.exe}) is named so and told never to chain
     * with {@code &&}.
     */
    static String powerShell(String shellPath) {
        boolean windowsPowerShell = shellPath != null
                && shellPath.endsWith("System32\\WindowsPowerShell\\v1.0\\powershell.exe");
        String type = ToolFamily.POWERSHELL.type();
        return String.join("\n", List.of(
                "This tool allows you to execute " + (windowsPowerShell ? "Windows PowerShell 5.1" : "PowerShell")
                        + " commands in a persistent terminal session, preserving environment variables, working"
                        + " directory, and other context across multiple commands.",
                "",
                "Command Execution:",
                windowsPowerShell
                        ? "- Use semicolons ; to chain commands on one line, NEVER use && even when asked explicitly"
                        : "- Prefer ; when chaining commands on one line",
                "- Prefer pipelines | for object-based data flow",
                "- Never create a sub-shell (eg. powershell -c \"command\") unless explicitly asked",
                "",
                "Directory Management:",
                "- Prefer relative paths when navigating directories, only use absolute when the path is far away or"
                        + " the current cwd is not expected",
                "- By default (mode=sync), shell and cwd are reused by subsequent sync commands",
                "- Use $PWD or Get-Location for current directory",
                "- Use Push-Location/Pop-Location for directory stack",
                "",
                "Program Execution:",
                "- Supports .NET, Python, Node.js, and other executables",
                "- Install modules via Install-Module, Install-Package",
                "- Use Get-Command to verify cmdlet/function availability",
                "",
                "Async Mode:",
                "- For long-running tasks (e.g., servers), use mode=async",
                "- Returns a terminal ID for checking status and runtime later",
                "- Use Start-Job for background PowerShell jobs",
                "",
                "Use write_" + type + " to send commands or input to a terminal session.",
                "",
                "Output Management:",
                "- Output is automatically truncated if longer than 60KB to prevent context overflow",
                "- Use Select-Object, Where-Object, Format-Table to filter output",
                "- Use -First/-Last parameters to limit results",
                "- For pager commands, add | Out-String or | Format-List",
                "",
                "Best Practices:",
                "- Use proper cmdlet names instead of aliases in scripts",
                "- Quote paths with spaces: \"C:\\Path With Spaces\"",
                "- Prefer PowerShell cmdlets over external commands when available",
                "- Prefer idiomatic PowerShell like Get-ChildItem instead of dir or ls for file listings",
                "- Use Test-Path to check file/directory existence",
                "- Be specific with Select-Object properties to avoid excessive output",
                "- Avoid printing credentials unless absolutely required",
                "",
                "Interactive Input Handling:",
                "- When a terminal command is waiting for interactive input, do NOT suggest alternatives or ask the"
                        + " user whether to proceed. Instead, use the ask_user tool to collect the needed values from"
                        + " the user, then send them.",
                "- Send exactly one answer per prompt using write_" + type
                        + ". Never send multiple answers in a single send.",
                "- After each send, call read_" + type + " to read the next prompt before sending the next answer.",
                "- Continue one prompt at a time until the command finishes."));
    }
}
