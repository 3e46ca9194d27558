package ahp.protocol.chat;

import ahp.protocol.Json;
import ahp.protocol.internal.Trees;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The chat's pending messages: one {@code steeringMessage} and the ordered {@code queuedMessages}. An
 * empty queue is written as no queue at all.
 */
final class PendingMessages {

    private PendingMessages() {}

    /** {@code chat/pendingMessageSet}: the steering message replaced, or a queued message upserted by id. */
    static ObjectNode set(ObjectNode chat, PendingMessageSet set) {
        ObjectNode entry = Json.MAPPER.valueToTree(new PendingMessage(set.id(), set.message()));
        if (PendingMessageSet.STEERING.equals(set.kind())) {
            return Trees.with(chat, "steeringMessage", entry);
        }
        return Trees.with(chat, "queuedMessages", Trees.upserted(Trees.array(chat.get("queuedMessages")), "id", entry));
    }

    /** {@code chat/pendingMessageRemoved}: the message with that id gone; an unknown id changes nothing. */
    static ObjectNode removed(ObjectNode chat, String kind, String id) {
        if (PendingMessageSet.STEERING.equals(kind)) {
            JsonNode steering = chat.get("steeringMessage");
            return steering != null && id != null && id.equals(Trees.text(steering, "id"))
                    ? Trees.without(chat, "steeringMessage") : chat;
        }
        return withoutQueued(chat, id);
    }

    /**
     * A turn started from pending message {@code id} ({@code queuedMessageId}): the steering message
     * with that id and the queued one with that id are gone.
     */
    static ObjectNode consumed(ObjectNode chat, String id) {
        ObjectNode next = withoutQueued(removed(chat, PendingMessageSet.STEERING, id), id);
        return next.get("queuedMessages") instanceof ArrayNode queue && queue.isEmpty()
                ? Trees.without(next, "queuedMessages") : next;
    }

    /**
     * {@code chat/queuedMessagesReordered}: the queued messages in the order given; ids that are not
     * queued (or repeated) are ignored, and messages the order leaves out keep their relative order
     * after the others.
     */
    static ObjectNode reordered(ObjectNode chat, JsonNode order) {
        ArrayNode queued = Trees.array(chat.get("queuedMessages"));
        if (queued == null) {
            return chat;
        }
        Map<String, JsonNode> byId = new LinkedHashMap<>();
        queued.forEach(m -> byId.putIfAbsent(Trees.text(m, "id"), m));
        Set<String> placed = new HashSet<>();
        ArrayNode out = JsonNodeFactory.instance.arrayNode(queued.size());
        for (JsonNode id : order == null ? JsonNodeFactory.instance.arrayNode() : order) {
            if (id.isString() && byId.containsKey(id.asString()) && placed.add(id.asString())) {
                out.add(byId.get(id.asString()));
            }
        }
        for (JsonNode message : queued) {
            if (!placed.contains(Trees.text(message, "id"))) {
                out.add(message);
            }
        }
        return Trees.with(chat, "queuedMessages", out);
    }

    private static ObjectNode withoutQueued(ObjectNode chat, String id) {
        ArrayNode queued = Trees.array(chat.get("queuedMessages"));
        if (queued == null) {
            return chat;
        }
        ArrayNode kept = JsonNodeFactory.instance.arrayNode(queued.size());
        queued.forEach(m -> {
            if (id == null || !id.equals(Trees.text(m, "id"))) {
                kept.add(m);
            }
        });
        if (kept.size() == queued.size()) {
            return chat;
        }
        return Trees.with(chat, "queuedMessages", kept.isEmpty() ? null : kept);
    }
}
