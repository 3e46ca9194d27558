package ahp.server.sessions;

import ahp.agenttools.ShellCall;
import ahp.agenttools.ToolDefinition;
import ahp.agenttools.ToolResult;
import ahp.protocol.Channels;
import ahp.protocol.Json;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.TextContent;
import ahp.protocol.chat.ToolCallComplete;
import ahp.protocol.chat.ToolCallReady;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.chat.ToolCallStart;
import ahp.protocol.chat.ToolResultContent;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.server.auth.User;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * The agent shell tools as MCP clients call them, through {@code ahpd mcp}: {@code ahpd/listTools} and
 * {@code ahpd/callTool}. A person's call is a turn of its own in the chat, started for them at once
 * (like a {@code !} command) with the call in it; a call made with a credential minted for one chat
 * (an ACP agent's tool server) is a tool call of the agent's turn running there, acting for the person
 * whose turn it is. Either way the call shows its terminal while it runs and after, as a backend's
 * does.
 */
public final class ToolCalls {

    private final Sessions sessions;

    ToolCalls(Sessions sessions) {
        this.sessions = sessions;
    }

    /**
     * {@code ahpd/listTools} on {@code channel} (the root, or a chat) for {@code user}.
     *
     * @throws RpcException when the host cannot run them or the chat is not one the user may use
     */
    public ObjectNode list(String channel, User user) {
        LiveChat chat = Channels.ROOT.equals(channel) ? null : chatFor(channel, user);
        runnable();
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode tools = result.putArray("tools");
        for (ToolDefinition definition : SessionTools.offered(sessions)) {
            if (offered(chat, user, definition.name())) {
                tools.add(Json.MAPPER.valueToTree(definition));
            }
        }
        return result;
    }

    /**
     * Whether the tool {@code name} is offered to {@code user} in {@code chat}: to a credential minted
     * for an agent's chat, what its session was handed when it started (a running session keeps its
     * set); to anyone else, what the host offers now ({@code enableCustomTerminalTool}).
     */
    private boolean offered(LiveChat chat, User user, String name) {
        java.util.Set<String> bound = chat == null ? null : chat.session.boundTools;
        if (user.scopedToChat() && bound != null) {
            return bound.contains(name);
        }
        return SessionTools.offered(sessions).stream().anyMatch(tool -> tool.name().equals(name));
    }

    /**
     * {@code ahpd/callTool}: runs {@code name} with {@code arguments} in {@code chatUri} for
     * {@code user}; completes with MCP's {@code CallToolResult}. A refusal or a failure of the tool is
     * an error result the model reads.
     *
     * @throws RpcException when the chat is not there, or not one the user may use
     */
    public CompletableFuture<ObjectNode> call(String chatUri, String name, JsonNode arguments, String client, User user) {
        LiveChat chat = chatFor(chatUri, user);
        runnable();
        JsonNode args = arguments == null || arguments.isNull() ? Json.MAPPER.createObjectNode() : arguments;
        CompletableFuture<ObjectNode> answer = new CompletableFuture<>();
        Thread.ofVirtual().name("tool-call-" + name).start(() -> {
            try {
                answer.complete(run(chat, name, args, client, user));
            } catch (RuntimeException failed) {
                answer.completeExceptionally(failed);
            }
        });
        return answer;
    }

    private ObjectNode run(LiveChat chat, String name, JsonNode args, String client, User user) {
        if (!offered(chat, user, name)) {
            return new ToolResult("This host does not offer the tool " + name + " here: the six shell tools are"
                    + " offered only while root config enableCustomTerminalTool is true (as a session starts, for an"
                    + " agent's session); ahp_terminals is always offered.", true, "not_offered").toJson();
        }
        String invocation = ToolCallTexts.invocation(name, args);
        BackendTurn turn;
        boolean own = !user.scopedToChat();
        if (own) {
            turn = sessions.turns.hostTurn(chat, message(invocation, client), user);
            if (turn == null) {
                return new ToolResult("The chat " + chat.uri + " is gone, or the daemon is stopping.", true, "closed").toJson();
            }
        } else {
            turn = runningTurn(chat);
            if (turn == null) {
                return new ToolResult("No turn of the agent is running in " + chat.uri
                        + ": the host's tools answer during a turn only.", true, "no_turn").toJson();
            }
        }
        String callId = "mcp-" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        turn.report(new ToolCallStart(turn.turnId(), callId, name, ToolCallTexts.displayName(name), null));
        turn.report(ToolCallReady.running(turn.turnId(), callId, invocation,
                StringNode.valueOf(args.toString()), "not-needed"));
        ToolResult result;
        try {
            result = SessionTools.of(sessions, chat).call(new ShellCall(turn.userName(), turn.turnId(), callId), name, args);
        } catch (RuntimeException failed) {
            result = new ToolResult("The tool failed: " + failed.getMessage(), true, "failed");
        }
        TerminalContent terminal = sessions.host.locked(() -> chat.callTerminals.remove(callId));
        List<ToolResultContent> content = terminal == null ? List.of(new TextContent(result.text()))
                : List.of(terminal, new TextContent(result.text()));
        turn.report(new ToolCallComplete(turn.turnId(), callId,
                ToolCallResult.of(!result.isError(), ToolCallTexts.pastTense(name, args, result.isError()), content)));
        if (own) {
            turn.complete();
        }
        return result.toJson();
    }

    /** The chat {@code uri}, when {@code user} may use it: a minted credential, only its own. */
    private LiveChat chatFor(String uri, User user) {
        if (user.scopedToChat() && !user.chat().equals(uri)) {
            throw new RpcException(ErrorCode.PERMISSION_DENIED,
                    "Permission denied: this credential is good for the tools of " + user.chat() + " only");
        }
        return sessions.chat(uri);
    }

    /** Throws unless this host has tools at all: it has a terminal store. */
    private void runnable() {
        if (!sessions.host.hasTerminals()) {
            throw new RpcException(ErrorCode.METHOD_NOT_FOUND, "Method not found: this host has no tools (no terminal store)");
        }
    }

    /** The agent's turn running in {@code chat} (the latest started, when more run), or null. */
    private BackendTurn runningTurn(LiveChat chat) {
        return sessions.host.locked(() -> chat.backendTurns.values().stream().filter(turn -> !turn.over())
                .max(Comparator.comparingLong(BackendTurn::startedNanos)).orElse(null));
    }

    /** The message of a person's call's turn: what it runs, as the agent asked it. */
    private static ObjectNode message(String invocation, String client) {
        ObjectNode message = Json.MAPPER.createObjectNode()
                .put("text", (client == null || client.isBlank() ? "" : client + ": ") + invocation);
        message.putObject("origin").put("kind", "agent");
        return message;
    }
}
