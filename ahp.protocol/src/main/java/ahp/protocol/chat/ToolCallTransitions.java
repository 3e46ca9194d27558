package ahp.protocol.chat;

import ahp.protocol.Json;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The tool-call state machine: given a call's current state (a JSON object) and a tool-call action,
 * the call's next state, or the same object when the action does not apply to a call in that status.
 * Used by {@link ChatReducer}; every tree built here is new, the inputs are never changed.
 */
final class ToolCallTransitions {

    static final String STREAMING = "streaming";
    static final String PENDING_CONFIRMATION = "pending-confirmation";
    static final String RUNNING = "running";
    static final String PENDING_RESULT_CONFIRMATION = "pending-result-confirmation";
    static final String COMPLETED = "completed";
    static final String CANCELLED = "cancelled";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] BASE_FIELDS = {"toolCallId", "toolName", "displayName", "intention", "contributor"};

    private ToolCallTransitions() {}

    /** A new call in the streaming status. */
    static ObjectNode started(ToolCallStart start) {
        ObjectNode call = NODES.objectNode();
        call.put("toolCallId", start.toolCallId());
        call.put("toolName", start.toolName());
        call.put("displayName", start.displayName());
        putIfPresent(call, "intention", start.intention() == null ? null : NODES.stringNode(start.intention()));
        putIfPresent(call, "contributor", start.contributor());
        putIfPresent(call, "_meta", tree(start.meta()));
        call.put("status", STREAMING);
        return call;
    }

    /** The call after {@code action}; the same object when the action does not apply to it. */
    static ObjectNode apply(ObjectNode call, ToolCallAction action) {
        String status = call.path("status").asString("");
        return switch (action) {
            case ToolCallStart ignored -> call;
            case ToolCallDelta delta -> STREAMING.equals(status) ? delta(call, delta) : call;
            case ToolCallReady ready -> switch (status) {
                case STREAMING, RUNNING, PENDING_CONFIRMATION -> ready(call, ready);
                default -> call;
            };
            case ToolCallConfirmed confirmed -> PENDING_CONFIRMATION.equals(status) ? confirmed(call, confirmed) : call;
            case ToolCallComplete complete -> RUNNING.equals(status) || PENDING_CONFIRMATION.equals(status)
                    ? complete(call, complete, RUNNING.equals(status)) : call;
            case ToolCallResultConfirmed confirmed ->
                    PENDING_RESULT_CONFIRMATION.equals(status) ? resultConfirmed(call, confirmed) : call;
            case ToolCallContentChanged changed -> RUNNING.equals(status) ? contentChanged(call, changed) : call;
        };
    }

    /** A call the turn ended before it finished: cancelled as skipped. */
    static ObjectNode skipped(ObjectNode call) {
        boolean streaming = STREAMING.equals(call.path("status").asString(""));
        ObjectNode out = base(call, null, CANCELLED);
        JsonNode message = call.get("invocationMessage");
        out.set("invocationMessage", message == null && streaming ? NODES.stringNode("") : message);
        if (!streaming) {
            putIfPresent(out, "toolInput", call.get("toolInput"));
        }
        out.put("reason", "skipped");
        return out;
    }

    private static ObjectNode delta(ObjectNode call, ToolCallDelta delta) {
        ObjectNode out = NODES.objectNode();
        out.setAll(call);
        putIfPresent(out, "_meta", tree(delta.meta()));
        if (delta.content() != null) {
            out.put("partialInput", call.path("partialInput").asString("") + delta.content());
        }
        putIfPresent(out, "invocationMessage", delta.invocationMessage());
        return out;
    }

    private static ObjectNode ready(ObjectNode call, ToolCallReady ready) {
        boolean runs = ready.confirmed() != null;
        ObjectNode out = base(call, ready.meta(), runs ? RUNNING : PENDING_CONFIRMATION);
        out.set("invocationMessage", ready.invocationMessage());
        putIfPresent(out, "toolInput", ready.toolInput());
        if (runs) {
            out.put("confirmed", ready.confirmed());
        } else {
            putIfPresent(out, "confirmationTitle", ready.confirmationTitle());
            putIfPresent(out, "edits", ready.edits());
            putIfPresent(out, "editable", ready.editable() == null ? null : NODES.booleanNode(ready.editable()));
            putIfPresent(out, "options", ready.options());
        }
        return out;
    }

    private static ObjectNode confirmed(ObjectNode call, ToolCallConfirmed confirmed) {
        JsonNode selected = selectedOption(call.get("options"), confirmed.selectedOptionId());
        if (confirmed.approved()) {
            ObjectNode out = base(call, confirmed.meta(), RUNNING);
            putIfPresent(out, "invocationMessage", call.get("invocationMessage"));
            JsonNode input = confirmed.editedToolInput() != null ? confirmed.editedToolInput() : call.get("toolInput");
            putIfPresent(out, "toolInput", input);
            putIfPresent(out, "confirmed", confirmed.confirmed() == null ? null : NODES.stringNode(confirmed.confirmed()));
            putIfPresent(out, "selectedOption", selected);
            return out;
        }
        ObjectNode out = base(call, confirmed.meta(), CANCELLED);
        putIfPresent(out, "invocationMessage", call.get("invocationMessage"));
        putIfPresent(out, "toolInput", call.get("toolInput"));
        putIfPresent(out, "reason", confirmed.reason() == null ? null : NODES.stringNode(confirmed.reason()));
        putIfPresent(out, "reasonMessage", confirmed.reasonMessage());
        putIfPresent(out, "userSuggestion", confirmed.userSuggestion());
        putIfPresent(out, "selectedOption", selected);
        return out;
    }

    private static ObjectNode complete(ObjectNode call, ToolCallComplete complete, boolean wasRunning) {
        boolean held = Boolean.TRUE.equals(complete.requiresResultConfirmation());
        ObjectNode out = base(call, complete.meta(), held ? PENDING_RESULT_CONFIRMATION : COMPLETED);
        putIfPresent(out, "invocationMessage", call.get("invocationMessage"));
        putIfPresent(out, "toolInput", call.get("toolInput"));
        putIfPresent(out, "confirmed", wasRunning ? call.get("confirmed") : NODES.stringNode("not-needed"));
        if (wasRunning) {
            putIfPresent(out, "selectedOption", call.get("selectedOption"));
        }
        JsonNode result = Json.MAPPER.valueToTree(complete.result());
        result.properties().forEach(field -> out.set(field.getKey(), field.getValue()));
        return out;
    }

    private static ObjectNode resultConfirmed(ObjectNode call, ToolCallResultConfirmed confirmed) {
        if (!confirmed.approved()) {
            ObjectNode out = base(call, confirmed.meta(), CANCELLED);
            putIfPresent(out, "invocationMessage", call.get("invocationMessage"));
            putIfPresent(out, "toolInput", call.get("toolInput"));
            out.put("reason", "result-denied");
            putIfPresent(out, "selectedOption", call.get("selectedOption"));
            return out;
        }
        ObjectNode out = base(call, confirmed.meta(), COMPLETED);
        for (String field : new String[] {"invocationMessage", "toolInput", "confirmed", "selectedOption", "success",
                "pastTenseMessage", "content", "structuredContent", "error"}) {
            putIfPresent(out, field, call.get(field));
        }
        return out;
    }

    private static ObjectNode contentChanged(ObjectNode call, ToolCallContentChanged changed) {
        ObjectNode out = NODES.objectNode();
        out.setAll(call);
        putIfPresent(out, "_meta", tree(changed.meta()));
        ArrayNode blocks = NODES.arrayNode(changed.content().size());
        for (ToolResultContent block : changed.content()) {
            JsonNode node = Json.MAPPER.valueToTree(block); // per element: a list at the root would lose "type"
            blocks.add(node);
        }
        out.set("content", blocks);
        return out;
    }

    /** The fields every status shares, {@code _meta} replaced when the action carries one. */
    private static ObjectNode base(ObjectNode call, Map<String, Object> meta, String status) {
        ObjectNode out = NODES.objectNode();
        out.put("status", status);
        for (String field : BASE_FIELDS) {
            putIfPresent(out, field, call.get(field));
        }
        JsonNode newMeta = tree(meta);
        putIfPresent(out, "_meta", newMeta != null ? newMeta : call.get("_meta"));
        return out;
    }

    private static JsonNode selectedOption(JsonNode options, String id) {
        if (id == null || options == null || !options.isArray()) {
            return null;
        }
        for (JsonNode option : options) {
            if (id.equals(option.path("id").asString(null))) {
                return option;
            }
        }
        return null;
    }

    private static JsonNode tree(Map<String, Object> meta) {
        return meta == null ? null : Json.MAPPER.valueToTree(meta);
    }

    private static void putIfPresent(ObjectNode node, String field, JsonNode value) {
        if (value != null) {
            node.set(field, value);
        }
    }
}
