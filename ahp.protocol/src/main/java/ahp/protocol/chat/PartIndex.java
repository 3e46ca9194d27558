package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;

/**
 * An index of one response-parts array of an active turn, so that an action of a long turn finds its
 * part and the chat's status without looking through every earlier part: the positions of the parts
 * by part id (a tool call's {@code toolCallId}, any other part's {@code id}), the positions of the
 * input requests by request id, and how many calls are blocked on a person and how many requests are
 * open. Every lookup answers what the plain search from the first part answered (the first part
 * that matches), since the positions under one id are kept in order.
 *
 * <p>It describes exactly one array, {@link #parts()}, compared by identity: the reducer's trees are
 * never changed, so an index is right for as long as it is used with that array. It is changed in
 * place as parts are appended or replaced (then it describes the new array); it is not thread-safe,
 * and {@link Reduction} gives it to one reduction at a time.
 */
final class PartIndex {

    private ArrayNode parts;
    private final Map<String, int[]> byPartId = new HashMap<>();
    private final Map<String, int[]> requestsById = new HashMap<>();
    private int blockedCalls;
    private int openRequests;

    private PartIndex(ArrayNode parts) {
        this.parts = parts;
    }

    /** A new index of {@code parts}, looking through each once. */
    static PartIndex of(ArrayNode parts) {
        PartIndex index = new PartIndex(parts);
        for (int i = 0; i < parts.size(); i++) {
            index.add(i, parts.get(i));
        }
        return index;
    }

    /** The array this index describes. */
    ArrayNode parts() {
        return parts;
    }

    /** The position of the first part whose id is {@code partId}, whatever its kind, or -1. */
    int firstWithId(String partId) {
        return first(byPartId, partId, part -> true);
    }

    /** The position of the first tool-call part whose {@code toolCallId} is {@code toolCallId}, or -1. */
    int firstToolCall(String toolCallId) {
        return first(byPartId, toolCallId, ActiveTurns::isToolCall);
    }

    /** The position of the first open input request whose id is {@code requestId}, or -1. */
    int firstOpenRequest(String requestId) {
        return first(requestsById, requestId, InputRequests::isOpen);
    }

    /** Whether a call is blocked on a person (a confirmation or an authentication). */
    boolean anyBlocked() {
        return blockedCalls > 0;
    }

    /** Whether an input request is open. */
    boolean anyOpen() {
        return openRequests > 0;
    }

    /** Now describes {@code grown}: this index's array with {@code part} appended. */
    void appended(ArrayNode grown, JsonNode part) {
        add(grown.size() - 1, part);
        parts = grown;
    }

    /** Now describes {@code changed}: this index's array with part {@code at} replaced by {@code part}. */
    void replaced(ArrayNode changed, int at, JsonNode part) {
        remove(at, parts.get(at));
        add(at, part);
        parts = changed;
    }

    private int first(Map<String, int[]> positions, String key, Predicate<JsonNode> test) {
        if (key == null) {
            return -1;
        }
        for (int at : positions.getOrDefault(key, Positions.NONE)) {
            if (test.test(parts.get(at))) {
                return at;
            }
        }
        return -1;
    }

    private void add(int at, JsonNode part) {
        String id = partId(part);
        if (id != null) {
            byPartId.put(id, Positions.with(byPartId.getOrDefault(id, Positions.NONE), at));
        }
        String requestId = requestId(part);
        if (requestId != null) {
            requestsById.put(requestId, Positions.with(requestsById.getOrDefault(requestId, Positions.NONE), at));
        }
        blockedCalls += ToolCallTransitions.isBlocked(part) ? 1 : 0;
        openRequests += InputRequests.isOpen(part) ? 1 : 0;
    }

    private void remove(int at, JsonNode part) {
        String id = partId(part);
        if (id != null) {
            shrink(byPartId, id, at);
        }
        String requestId = requestId(part);
        if (requestId != null) {
            shrink(requestsById, requestId, at);
        }
        blockedCalls -= ToolCallTransitions.isBlocked(part) ? 1 : 0;
        openRequests -= InputRequests.isOpen(part) ? 1 : 0;
    }

    private static void shrink(Map<String, int[]> positions, String key, int at) {
        int[] left = Positions.without(positions.getOrDefault(key, Positions.NONE), at);
        if (left.length == 0) {
            positions.remove(key);
        } else {
            positions.put(key, left);
        }
    }

    /** A part's id: a tool call's {@code toolCallId}, any other part's {@code id}; null when it has none. */
    static String partId(JsonNode part) {
        return ActiveTurns.isToolCall(part) ? Trees.text(part.get("toolCall"), "toolCallId") : Trees.text(part, "id");
    }

    private static String requestId(JsonNode part) {
        return InputRequests.isRequest(part) ? Trees.text(part.get("request"), "id") : null;
    }
}
