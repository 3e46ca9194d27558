package ahp.cli;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Notices, for {@code ahp chat}, an agent running commands where nobody can watch them: a call of
 * kind {@code execute} (ACP's kind for a command, the chat's {@code toolName}) that completes naming no
 * terminal ran in the agent's own process. Most published agents do that unless the host's shell tools
 * are offered to them (docs/agents.md), so the person is told once per chat, with what to change.
 */
public final class UnwatchedCommands {

    /** What the person is told, once. */
    public static final String WARNING = "[ahp: this agent ran the command in its own process, where nobody can watch it;"
            + " turn enableCustomTerminalTool on (and, for Gemini CLI, trust the folder) and open a new session:"
            + " docs/agents.md]";

    private final Map<String, String> toolNames = new HashMap<>();
    private boolean told;

    /** A {@code chat/toolCallStart}: its tool's name is noted. */
    void started(JsonNode start) {
        toolNames.put(start.path("toolCallId").asString(""), start.path("toolName").asString(""));
    }

    /** A call {@code toolCallId} completed with {@code result}: the warning, the first time a command ran unwatched. */
    Optional<String> check(String toolCallId, JsonNode result) {
        if (told || !"execute".equals(toolNames.remove(toolCallId))) {
            return Optional.empty();
        }
        for (JsonNode block : result.path("content")) {
            if ("terminal".equals(block.path("type").asString(""))) {
                return Optional.empty();
            }
        }
        told = true;
        return Optional.of(WARNING);
    }
}
