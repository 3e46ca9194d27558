package ahp.server.sessions;

import ahp.agenttools.AgentShellTools;
import ahp.agenttools.ShellCall;
import ahp.agenttools.ToolDefinition;
import ahp.agenttools.ToolResult;
import ahp.backends.api.HostTool;
import ahp.backends.api.TurnContext;
import ahp.protocol.Json;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The host's tools as a session's {@code Start.tools}: {@code ahp_terminals} (read-only) wherever the
 * host has a terminal store, and the six agent shell tools only when root config's
 * {@code enableCustomTerminalTool} is on as the session starts, and the host is not Windows (a
 * running session keeps its set). Each call runs in its chat's tools (one shell per chat, kept between
 * calls, in the session's primary working directory), as the person whose turn makes it.
 */
final class SessionTools {

    private SessionTools() {}

    /** The tools a session starting now is offered, which it keeps; none when the host has no terminal store. */
    static List<HostTool> bind(Sessions sessions, LiveSession session) {
        List<HostTool> tools = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        for (ToolDefinition definition : offered(sessions)) {
            tools.add(new Bound(sessions, session, definition));
            names.add(definition.name());
        }
        session.boundTools = java.util.Set.copyOf(names);
        return List.copyOf(tools);
    }

    /**
     * The definitions of the tools the host offers now: the shell family's six when
     * {@code enableCustomTerminalTool} is on (and the host can run them), then {@code ahp_terminals};
     * none without a terminal store.
     */
    static List<ToolDefinition> offered(Sessions sessions) {
        if (!sessions.host.hasTerminals()) {
            return List.of();
        }
        List<ToolDefinition> definitions = new ArrayList<>();
        if (sessions.host.offersAgentTools()) {
            definitions.addAll(AgentShellTools.forChat(new ChatShellHost(sessions, null), null).definitions());
        }
        definitions.add(AgentShellTools.terminalsDefinition());
        return List.copyOf(definitions);
    }

    /** The tools of {@code chat}, made at its first call. */
    static AgentShellTools of(Sessions sessions, LiveChat chat) {
        return sessions.host.locked(() -> {
            if (chat.shellTools == null) {
                chat.shellTools = AgentShellTools.forChat(new ChatShellHost(sessions, chat), primary(sessions, chat.session));
            }
            return chat.shellTools;
        });
    }

    private static Path primary(Sessions sessions, LiveSession session) {
        return session.workingDirectories.isEmpty() ? sessions.settings.home()
                : Path.of(URI.create(session.workingDirectories.getFirst()));
    }

    /** One tool bound to a session. */
    private record Bound(Sessions sessions, LiveSession session, ToolDefinition tool) implements HostTool {

        @Override
        public ObjectNode definition() {
            return Json.MAPPER.valueToTree(tool);
        }

        @Override
        public ObjectNode call(TurnContext turn, String toolCallId, JsonNode arguments) {
            LiveChat chat = session.chats.get(turn.chat());
            if (chat == null || chat.disposed) {
                return new ToolResult("No such chat: " + turn.chat(), true, "no_chat").toJson();
            }
            ToolResult result = of(sessions, chat).call(new ShellCall(turn.userName(), turn.turnId(), toolCallId),
                    tool.name(), arguments);
            return result.toJson();
        }
    }
}
