package ahp.server.testing;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Small steps session tests repeat: open a session, send a turn, read what its chat said. */
public final class Chats {

    private Chats() {}

    /** A session and its default chat. */
    public record Opened(String session, String chat) {}

    /**
     * The owner turns {@code enableCustomTerminalTool} on (root config), and the echo of the change
     * has come back, so a session created after this call is offered the agent shell tools.
     */
    public static void enableAgentTools(AhpTestClient owner) {
        ObjectNode enable = JSON.createObjectNode().put("type", "root/configChanged");
        enable.putObject("config").put("enableCustomTerminalTool", true);
        owner.dispatch(AhpTestClient.ROOT, enable);
        owner.envelopeOfType(AhpTestClient.ROOT, "root/configChanged");
    }

    /** Opens a session working in {@code folder} and subscribes to its default chat. */
    public static Opened open(AhpTestClient client, Path folder) {
        return open(client, folder, null);
    }

    /** Opens a session of {@code provider} (null: the host's default) working in {@code folder}, subscribed to its chat. */
    public static Opened open(AhpTestClient client, Path folder, String provider) {
        String session = "ahp-session:/" + UUID.randomUUID();
        ObjectNode create = params(session);
        if (provider != null) {
            create.put("provider", provider);
        }
        create.putArray("workingDirectories").add(folder.toUri().toString());
        JsonNode created = client.request("createSession", create);
        if (created.has("error")) {
            throw new AssertionError("createSession failed: " + created);
        }
        JsonNode state = client.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        String chat = state.path("defaultChat").asString();
        JsonNode subscribed = client.request("subscribe", params(chat));
        if (subscribed.has("error")) {
            throw new AssertionError("subscribe to the chat failed: " + subscribed);
        }
        return new Opened(session, chat);
    }

    /**
     * Opens a session of {@code provider} (null: {@code local}) in the machine {@code machine},
     * working in {@code folder}, named as its provider names it, subscribed to with its chat.
     */
    public static Opened openInMachine(AhpTestClient client, Path folder, String provider, String machine) {
        String session = (provider == null ? "local" : provider) + ":/" + UUID.randomUUID();
        ObjectNode create = params(session);
        if (provider != null) {
            create.put("provider", provider);
        }
        create.putArray("workingDirectories").add(folder.toUri().toString());
        create.putObject("config").put("machine", machine);
        JsonNode created = client.request("createSession", create);
        if (created.has("error")) {
            throw new AssertionError("createSession failed: " + created);
        }
        String chat = client.request("subscribe", params(session)).path("result").path("snapshot").path("state")
                .path("defaultChat").asString();
        client.request("subscribe", params(chat));
        return new Opened(session, chat);
    }

    /** Runs the {@code !} line {@code line} in {@code opened}'s chat; its call's text, once its turn completed. */
    public static String ran(AhpTestClient client, Opened opened, String line) {
        List<JsonNode> turn = untilEnd(client, opened.chat(), send(client, opened.chat(), line));
        String type = turn.getLast().path("action").path("type").asString();
        if (!type.equals("chat/turnComplete")) {
            throw new AssertionError("the turn ended with " + type + ": " + turn);
        }
        return text(result(turn));
    }

    /** Sends {@code text} as a new turn on {@code chat}; returns the turn's id. */
    public static String send(AhpTestClient client, String chat, String text) {
        String turnId = UUID.randomUUID().toString();
        client.dispatch(chat, turnStarted(turnId, text));
        return turnId;
    }

    /** A {@code chat/turnStarted} action. */
    public static ObjectNode turnStarted(String turnId, String text) {
        ObjectNode action = JSON.createObjectNode().put("type", "chat/turnStarted").put("turnId", turnId)
                .put("startedAt", Instant.now().toString());
        action.putObject("message").put("text", text).putObject("origin").put("kind", "user");
        return action;
    }

    /** Every envelope on {@code chat} of turn {@code turnId}, up to and including the one that ended it. */
    public static List<JsonNode> untilEnd(AhpTestClient client, String chat, String turnId) {
        List<JsonNode> seen = new ArrayList<>();
        while (true) {
            JsonNode envelope = client.envelope(chat, e -> turnId.equals(e.path("action").path("turnId").asString("")));
            seen.add(envelope);
            String type = envelope.path("action").path("type").asString("");
            if (type.equals("chat/turnComplete") || type.equals("chat/error") || type.equals("chat/turnCancelled")) {
                return seen;
            }
        }
    }

    /** The action of the first envelope of {@code type} in {@code envelopes}, or a missing node. */
    public static JsonNode first(List<JsonNode> envelopes, String type) {
        return envelopes.stream().map(e -> e.path("action")).filter(a -> type.equals(a.path("type").asString("")))
                .findFirst().orElse(JSON.missingNode());
    }

    /** The completed call's result in {@code envelopes}. */
    public static JsonNode result(List<JsonNode> envelopes) {
        return first(envelopes, "chat/toolCallComplete").path("result");
    }

    /** The text block of a call's result, or "". */
    public static String text(JsonNode result) {
        for (JsonNode block : result.path("content")) {
            if ("text".equals(block.path("type").asString(""))) {
                return block.path("text").asString();
            }
        }
        return "";
    }

    /** The terminal block of a call's result, or a missing node. */
    public static JsonNode terminal(JsonNode result) {
        for (JsonNode block : result.path("content")) {
            if ("terminal".equals(block.path("type").asString(""))) {
                return block;
            }
        }
        return JSON.missingNode();
    }

    /**
     * What an agent said in {@code turn}'s envelopes: the text each markdown {@code chat/responsePart}
     * was made with, then each {@code chat/delta}, joined in the order they came.
     */
    public static String said(List<JsonNode> turn) {
        StringBuilder text = new StringBuilder();
        for (JsonNode envelope : turn) {
            JsonNode action = envelope.path("action");
            String type = action.path("type").asString("");
            if (type.equals("chat/delta")) {
                text.append(action.path("content").asString(""));
            } else if (type.equals("chat/responsePart") && action.path("part").path("kind").asString("").equals("markdown")) {
                text.append(action.path("part").path("content").asString(""));
            }
        }
        return text.toString();
    }
}
