package ahp.protocol.version;

import ahp.protocol.Json;
import ahp.protocol.chat.ChatSummary;
import ahp.protocol.chat.ToolResultContent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The chat-state rules of one version, used by {@link VersionView} for chat states and for the chat
 * entries of session states and actions. What each reshape rests on (the schemas of upstream's
 * releases 0.5.1, 0.5.2, 0.6.0, 0.7.0 and 0.8.0, read from its git history, and its CHANGELOG):
 * <ul>
 *   <li>from 1.0.0, a failed turn's error is an error response part, not {@code Turn.error}
 *       ({@link TurnErrors});
 *   <li>below 0.9.0, no {@code backgroundWork} (its actions came in 0.9.0);
 *   <li>below 0.7.0, a chat (and a chat summary) has one optional {@code workingDirectory}, not the
 *       {@code workingDirectories} list; the first entry of the list is sent as it;
 *   <li>below 0.6.0, open input requests are the chat's {@code inputRequests} list, not
 *       {@code inputRequest} response parts without a {@code response}; a request a turn ended with
 *       still open is not kept; a resolved request stays a part in 0.5.2 (where that part came in,
 *       with a required {@code response}) and is dropped in 0.5.1;
 *   <li>below 0.7.0, a terminal block of a tool call's content is reshaped as {@link Shapes#content}.
 * </ul>
 * Optional fields an older version merely lacks (a turn's {@code startedAt} and {@code duration}
 * before 0.6.0, a call's {@code riskAssessment}, ...) are left in: the spec obliges older peers to
 * ignore them and the schemas allow them. Not verified, for want of a source: how a client before
 * 0.6.0 shows a call in the {@code auth-required} status, which it does not know; such a call is sent
 * as it is.
 */
final class ChatShapes {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final boolean backgroundWork;
    private final boolean directoryList;
    private final boolean inputRequestParts;
    private final boolean resolvedInputParts;
    private final Shapes shapes;
    private final TurnErrors turnErrors;

    /** The rules for {@code version}; {@code shapes} does its terminal blocks, {@code turnErrors} its failed turns. */
    ChatShapes(ProtocolVersion version, Shapes shapes, TurnErrors turnErrors) {
        this.backgroundWork = version.atLeast(ProtocolVersion.V0_9_0);
        this.directoryList = version.atLeast(ProtocolVersion.V0_7_0);
        this.inputRequestParts = version.atLeast(ProtocolVersion.V0_6_0);
        this.resolvedInputParts = version.atLeast(ProtocolVersion.V0_5_2);
        this.shapes = shapes;
        this.turnErrors = turnErrors;
    }

    /** Whether a chat summary needs reshaping at all. */
    boolean reshapesSummaries() {
        return !directoryList;
    }

    /** A chat state's JSON in this version's shape; null when nothing changes. */
    ObjectNode state(ObjectNode chat) {
        ObjectNode out = chat.deepCopy();
        if (!backgroundWork) {
            out.remove("backgroundWork");
        }
        if (!directoryList) {
            singleDirectory(out);
        }
        if (!inputRequestParts) {
            inputRequestsAsList(out);
        }
        turnErrors.turns(out);
        if (shapes.reshapesTerminalBlocks()) {
            if (out.get("activeTurn") instanceof ObjectNode active) {
                reshapeBlocks(active);
            }
            for (JsonNode turn : out.path("turns")) {
                if (turn instanceof ObjectNode t) {
                    reshapeBlocks(t);
                }
            }
        }
        return out.equals(chat) ? null : out;
    }

    /** A chat summary in this version's shape (itself when unchanged). */
    ChatSummary summary(ChatSummary summary) {
        if (directoryList || !summary.extra().containsKey("workingDirectories")) {
            return summary;
        }
        ObjectNode extra = NODES.objectNode();
        summary.extra().forEach(extra::set);
        singleDirectory(extra);
        Map<String, JsonNode> fields = new LinkedHashMap<>();
        extra.properties().forEach(field -> fields.put(field.getKey(), field.getValue()));
        return new ChatSummary(summary.resource(), summary.title(), summary.status(), summary.modifiedAt(), fields);
    }

    /** A chat summary's JSON (or a partial one) reshaped in place. */
    void summary(ObjectNode summary) {
        if (!directoryList) {
            singleDirectory(summary);
        }
    }

    /** Before 0.7.0: {@code workingDirectory} (the list's first entry) in place of {@code workingDirectories}. */
    static void singleDirectory(ObjectNode node) {
        JsonNode list = node.remove("workingDirectories");
        if (list instanceof ArrayNode dirs && !dirs.isEmpty() && dirs.get(0).isString()) {
            node.set("workingDirectory", dirs.get(0));
        }
    }

    private void inputRequestsAsList(ObjectNode chat) {
        ArrayNode open = NODES.arrayNode();
        if (chat.get("activeTurn") instanceof ObjectNode active) {
            keepOnlyResolved(active, open);
        }
        for (JsonNode turn : chat.path("turns")) {
            if (turn instanceof ObjectNode t) {
                keepOnlyResolved(t, NODES.arrayNode());
            }
        }
        if (!open.isEmpty()) {
            chat.set("inputRequests", open);
        }
    }

    /** Moves the open requests of {@code turn} into {@code open}; drops resolved ones where the version lacks them. */
    private void keepOnlyResolved(ObjectNode turn, ArrayNode open) {
        if (!(turn.get("responseParts") instanceof ArrayNode parts)) {
            return;
        }
        ArrayNode kept = NODES.arrayNode(parts.size());
        for (JsonNode part : parts) {
            if (!"inputRequest".equals(part.path("kind").asString(""))) {
                kept.add(part);
            } else if (part.get("response") == null || part.get("response").isNull()) {
                open.add(part.get("request"));
            } else if (resolvedInputParts) {
                kept.add(part);
            }
        }
        turn.set("responseParts", kept);
    }

    private void reshapeBlocks(ObjectNode turn) {
        for (JsonNode part : turn.path("responseParts")) {
            if (part.get("toolCall") instanceof ObjectNode call && call.get("content") instanceof ArrayNode blocks) {
                List<ToolResultContent> typed = new ArrayList<>(blocks.size());
                blocks.forEach(b -> typed.add(Json.MAPPER.treeToValue(b, ToolResultContent.class)));
                List<ToolResultContent> shaped = shapes.content(typed);
                if (shaped != typed) {
                    ArrayNode rewritten = NODES.arrayNode();
                    for (ToolResultContent block : shaped) {
                        JsonNode node = Json.MAPPER.valueToTree(block);
                        rewritten.add(node);
                    }
                    call.set("content", rewritten);
                }
            }
        }
    }
}
