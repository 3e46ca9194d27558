package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;
import ahp.protocol.Json;

/**
 * One chat's tools over {@link StoreShellHost} on a real store, in a folder of the test's own, and
 * a way to call them as a person would have a model call them. Closing it closes the tools and the
 * store, and checks that every shell it opened has exited.
 */
final class ChatShells implements AutoCloseable {

    private static final Pattern SHELL_ID = Pattern.compile("^Shell ID: ([0-9a-f-]{36})\n");

    final Path directory;
    final TerminalStore store;
    final StoreShellHost host;
    final AgentShellTools tools;
    private final AtomicInteger calls = new AtomicInteger();

    private ChatShells(Path root, boolean pty, String shellPath) throws IOException {
        this.directory = Files.createDirectories(root.resolve("chat")).toRealPath();
        Path home = Files.createDirectories(root.resolve("home"));
        this.store = pty ? TestStores.pty(TestStores.environment(home)) : TestStores.pipes(TestStores.environment(home));
        this.host = new StoreShellHost(store, shellPath, TestStores.environment(home));
        this.tools = AgentShellTools.forChat(host, directory);
    }

    /** The tools of a chat whose shells are bash under a pseudoterminal, with the shell integration. */
    static ChatShells pty(Path root) throws IOException {
        return new ChatShells(root, true, TestStores.bash());
    }

    /** The tools of a chat whose shells are {@code shellPath} under a pseudoterminal. */
    static ChatShells pty(Path root, String shellPath) throws IOException {
        return new ChatShells(root, true, shellPath);
    }

    /** The tools of a chat whose shells are bash on pipes. */
    static ChatShells pipes(Path root) throws IOException {
        return pipes(root, TestStores.bash());
    }

    /** The tools of a chat whose shells are {@code shellPath} on pipes. */
    static ChatShells pipes(Path root, String shellPath) throws IOException {
        return new ChatShells(root, false, shellPath);
    }

    /** Calls {@code tool} as {@code user}, in a turn and a call of its own, with {@code arguments} ("name", value, ...). */
    ToolResult callAs(String user, String tool, Object... arguments) {
        int n = calls.incrementAndGet();
        return tools.call(new ShellCall(user, "turn-" + n, "call-" + n), tool, arguments(arguments));
    }

    /** Calls {@code tool} as the owner. */
    ToolResult call(String tool, Object... arguments) {
        return callAs("owner", tool, arguments);
    }

    /** The call id the next call will have. */
    String nextCallId() {
        return "call-" + (calls.get() + 1);
    }

    /** The JSON object of ("name", value, ...) pairs. */
    static JsonNode arguments(Object... pairs) {
        ObjectNode object = Json.MAPPER.createObjectNode();
        for (int i = 0; i < pairs.length; i += 2) {
            object.set((String) pairs[i], Json.MAPPER.valueToTree(pairs[i + 1]));
        }
        return object;
    }

    /** The shell id a primary tool's answer starts with. */
    static String shellId(ToolResult result) {
        Matcher matcher = SHELL_ID.matcher(result.text());
        assertTrue(matcher.find(), "an answer naming its shell: " + result);
        return matcher.group(1);
    }

    /** What follows the shell id and the status line of a primary tool's answer. */
    static String output(ToolResult result) {
        String text = result.text();
        int first = text.indexOf('\n');
        int second = text.indexOf('\n', first + 1);
        return second < 0 ? "" : text.substring(second + 1);
    }

    @Override
    public void close() {
        tools.close();
        store.close();
        for (Terminal terminal : host.opened()) {
            Await.done("terminal " + terminal.pid() + " to exit once the store closed", terminal.exited());
        }
    }
}
