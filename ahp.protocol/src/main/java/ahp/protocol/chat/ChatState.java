package ahp.protocol.chat;

import ahp.protocol.internal.WrittenAsTree;
import ahp.protocol.ChannelState;
import ahp.protocol.Json;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The state of a chat channel ({@code ChatState} on the wire, in the host's 0.9.0 shape). It is kept
 * as the JSON object the protocol defines, so every field, known or not, survives, and read through a
 * few typed accessors: the chat's header, its turns, its pending messages, a terminal's tool call and
 * the background rows. {@link ChatReducer} changes it; {@link #of} makes one from a tree.
 *
 * <p>Immutable: the tree is private, copied on the way in and out, and never changed; a reduction
 * builds a new tree that shares the unchanged branches. Beside the tree a state may hold the index the
 * reducer keeps of its active turn's parts ({@link PartIndexSlot}), which the next reduction takes out;
 * it changes nothing a reader of the state sees.
 */
public final class ChatState implements ChannelState, WrittenAsTree {

    private final ObjectNode body;
    private final PartIndexSlot partIndex = new PartIndexSlot();

    private ChatState(ObjectNode body) {
        this.body = body;
    }

    /** A chat state holding a private copy of {@code body} (a {@code ChatState} object in the 0.9.0 shape). */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static ChatState of(ObjectNode body) {
        return new ChatState(Objects.requireNonNull(body, "body").deepCopy());
    }

    /** Wraps a tree nobody else holds (the reducer's freshly built ones). */
    static ChatState adopt(ObjectNode body) {
        return new ChatState(body);
    }

    /** The tree, for the reducer only: never to be changed. */
    ObjectNode tree() {
        return body;
    }

    /**
     * Where the reducer keeps the index of the active turn's parts for the next reduction of this
     * state; not part of the value (equality, the tree and every accessor ignore it).
     */
    PartIndexSlot partIndex() {
        return partIndex;
    }

    /** A copy of the whole state object. */
    public ObjectNode body() {
        return body.deepCopy();
    }

    /** The chat's URI, or null. */
    public String resource() {
        return body.path("resource").asString(null);
    }

    /** The summary status bits ({@link SessionStatus}). */
    public int status() {
        return body.path("status").asInt(0);
    }

    /** The chat's title, or null. */
    public String title() {
        return body.path("title").asString(null);
    }

    /** When the chat last changed (ISO 8601), or null. */
    public String modifiedAt() {
        return body.path("modifiedAt").asString(null);
    }

    /** The working directories this chat is restricted to; empty when it uses all of its session's. */
    public List<String> workingDirectories() {
        List<String> out = new ArrayList<>();
        body.path("workingDirectories").forEach(dir -> {
            if (dir.isString()) {
                out.add(dir.asString());
            }
        });
        return List.copyOf(out);
    }

    /** The completed turns, oldest first, as copies of their {@code Turn} objects. */
    public List<ObjectNode> turns() {
        List<ObjectNode> out = new ArrayList<>();
        body.path("turns").forEach(turn -> {
            if (turn instanceof ObjectNode object) {
                out.add(object.deepCopy());
            }
        });
        return List.copyOf(out);
    }

    /** The ids of the completed turns, oldest first; nothing is copied but the ids. */
    public List<String> turnIds() {
        List<String> ids = new ArrayList<>();
        body.path("turns").forEach(turn -> ids.add(turn.path("id").asString("")));
        return List.copyOf(ids);
    }

    /** The id of the newest completed turn, if any; nothing is copied. */
    public Optional<String> lastTurnId() {
        JsonNode turns = body.path("turns");
        return turns.isArray() && !turns.isEmpty() ? Optional.ofNullable(turns.get(turns.size() - 1).path("id")
                .asString(null)) : Optional.empty();
    }

    /** A copy of the completed turn {@code id}, newest first in the search; only that turn is copied. */
    public Optional<ObjectNode> turn(String id) {
        JsonNode turns = body.path("turns");
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (turns.get(i) instanceof ObjectNode turn && id.equals(turn.path("id").asString(null))) {
                return Optional.of(turn.deepCopy());
            }
        }
        return Optional.empty();
    }

    /** When the turn in progress started, if one is. */
    public Optional<String> activeTurnStartedAt() {
        JsonNode turn = body.get("activeTurn");
        return turn == null || !turn.isObject() ? Optional.empty() : Optional.ofNullable(turn.path("startedAt").asString(null));
    }

    /** A copy of the first queued message ({@code PendingMessage}: {@code id}, {@code message}), if any. */
    public Optional<ObjectNode> firstQueuedMessage() {
        JsonNode queued = body.path("queuedMessages");
        return queued.isArray() && !queued.isEmpty() && queued.get(0) instanceof ObjectNode first
                ? Optional.of(first.deepCopy()) : Optional.empty();
    }

    /** The turn in progress, as a copy of its {@code ActiveTurn} object, if any. */
    public Optional<ObjectNode> activeTurn() {
        return body.get("activeTurn") instanceof ObjectNode turn ? Optional.of(turn.deepCopy()) : Optional.empty();
    }

    /** The id of the turn in progress, if any. */
    public Optional<String> activeTurnId() {
        JsonNode turn = body.get("activeTurn");
        return turn == null || !turn.isObject() ? Optional.empty() : Optional.ofNullable(turn.path("id").asString(null));
    }

    /** The message to inject into the running turn, if any. */
    public Optional<PendingMessage> steeringMessage() {
        JsonNode message = body.get("steeringMessage");
        return message instanceof ObjectNode ? Optional.of(Json.MAPPER.treeToValue(message, PendingMessage.class))
                : Optional.empty();
    }

    /** The queued messages, each to start a turn of its own, in order. */
    public List<PendingMessage> queuedMessages() {
        List<PendingMessage> out = new ArrayList<>();
        body.path("queuedMessages").forEach(m -> out.add(Json.MAPPER.treeToValue(m, PendingMessage.class)));
        return List.copyOf(out);
    }

    /** The status of a tool call of the active turn ({@code "running"}, ...), if that call exists. */
    public Optional<String> toolCallStatus(String turnId, String toolCallId) {
        return toolCall(turnId, toolCallId).map(call -> call.path("status").asString(null));
    }

    /** The content of a tool call of the active turn; empty when it has none or does not exist. */
    public List<ToolResultContent> toolCallContent(String turnId, String toolCallId) {
        return toolCall(turnId, toolCallId)
                .map(call -> call.get("content"))
                .filter(JsonNode::isArray)
                .map(array -> {
                    List<ToolResultContent> blocks = new ArrayList<>(array.size());
                    array.forEach(block -> blocks.add(Json.MAPPER.treeToValue(block, ToolResultContent.class)));
                    return List.copyOf(blocks);
                })
                .orElse(List.of());
    }

    /** The chat's live background rows (since 0.9.0). */
    public List<BackgroundWork> backgroundWork() {
        JsonNode rows = body.get("backgroundWork");
        if (rows == null || !rows.isArray()) {
            return List.of();
        }
        List<BackgroundWork> out = new ArrayList<>(rows.size());
        rows.forEach(row -> out.add(Json.MAPPER.treeToValue(row, BackgroundWork.class)));
        return List.copyOf(out);
    }

    private Optional<JsonNode> toolCall(String turnId, String toolCallId) {
        JsonNode turn = body.get("activeTurn");
        if (turn == null || !turnId.equals(turn.path("id").asString(null))) {
            return Optional.empty();
        }
        for (JsonNode part : turn.path("responseParts")) {
            JsonNode call = part.get("toolCall");
            if ("toolCall".equals(part.path("kind").asString(null)) && call != null
                    && toolCallId.equals(call.path("toolCallId").asString(null))) {
                return Optional.of(call);
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ChatState that && body.equals(that.body);
    }

    @Override
    public int hashCode() {
        return body.hashCode();
    }

    @Override
    public String toString() {
        return "ChatState" + body;
    }
}
