package ahp.protocol.chat;

import ahp.protocol.Json;
import ahp.protocol.internal.Trees;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The tool-call state machine: given a call's current state (a JSON object) and a tool-call action,
 * the call's next state, or the same object when the action does not apply to a call in that status.
 * Used by {@link ChatReducer}; every tree built here is new, the inputs are never changed.
 *
 * <p>Statuses: {@code streaming} → ({@code chat/toolCallReady}) {@code pending-confirmation} or
 * {@code running} → {@code completed} or {@code pending-result-confirmation} → {@code completed} or
 * {@code cancelled}; a running MCP call may pause in {@code auth-required} and run again. Every state
 * keeps the call's names, {@code intention}, {@code contributor} and {@code _meta} (replaced when an
 * action carries one).
 */
final class ToolCallTransitions {

    static final String STREAMING = "streaming";
    static final String PENDING_CONFIRMATION = "pending-confirmation";
    static final String RUNNING = "running";
    static final String AUTH_REQUIRED = "auth-required";
    static final String PENDING_RESULT_CONFIRMATION = "pending-result-confirmation";
    static final String COMPLETED = "completed";
    static final String CANCELLED = "cancelled";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] BASE_FIELDS = {"toolCallId", "toolName", "displayName", "intention", "contributor"};
    private static final String CLIENT = "client";
    private static final String MCP = "mcp";

    private ToolCallTransitions() {}

    /** Whether the response part {@code part} is a call blocked on a person: a confirmation or an authentication. */
    static boolean isBlocked(JsonNode part) {
        String status = ActiveTurns.isToolCall(part) ? Trees.text(part.get("toolCall"), "status") : null;
        return PENDING_CONFIRMATION.equals(status) || PENDING_RESULT_CONFIRMATION.equals(status)
                || AUTH_REQUIRED.equals(status);
    }

    /** Whether {@code status} is one a call ends in. */
    static boolean finished(String status) {
        return COMPLETED.equals(status) || CANCELLED.equals(status);
    }

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
                case STREAMING, RUNNING, PENDING_CONFIRMATION -> ready(call, ready, status);
                default -> call;
            };
            case ToolCallConfirmed confirmed -> PENDING_CONFIRMATION.equals(status) ? confirmed(call, confirmed) : call;
            case ToolCallComplete complete -> switch (status) {
                case RUNNING, PENDING_CONFIRMATION -> complete(call, complete, status);
                case AUTH_REQUIRED -> complete.result().success() ? call : complete(call, complete, status);
                default -> call;
            };
            case ToolCallResultConfirmed confirmed ->
                    PENDING_RESULT_CONFIRMATION.equals(status) ? resultConfirmed(call, confirmed) : call;
            case ToolCallContentChanged changed -> RUNNING.equals(status) ? contentChanged(call, changed) : call;
            case ToolCallAuthRequired auth -> RUNNING.equals(status)
                    && MCP.equals(Trees.text(call.get("contributor"), "kind")) ? authRequired(call, auth) : call;
            case ToolCallAuthResolved resolved -> AUTH_REQUIRED.equals(status) ? authResolved(call, resolved) : call;
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
        ObjectNode out = Trees.copy(call);
        putIfPresent(out, "_meta", tree(delta.meta()));
        if (delta.content() != null) {
            out.put("partialInput", call.path("partialInput").asString("") + delta.content());
        }
        putIfPresent(out, "invocationMessage", delta.invocationMessage());
        return out;
    }

    /**
     * Ready: runs at once with {@code confirmed}, else waits for confirmation. A ready call may refine
     * its contributor (never handing it to, or away from, a client) and intention; a call asked again
     * keeps what the new ready does not restate (input, title, risk assessment, edits, options).
     */
    private static ObjectNode ready(ObjectNode call, ToolCallReady ready, String status) {
        boolean runs = ready.confirmed() != null && !ready.confirmed().isEmpty();
        ObjectNode out = base(call, ready.meta(), runs ? RUNNING : PENDING_CONFIRMATION);
        putIfPresent(out, "contributor", refinedContributor(call.get("contributor"), ready.extra().get("contributor")));
        putIfPresent(out, "intention", firstPresent(ready.extra().get("intention"), call.get("intention")));
        out.set("invocationMessage", ready.invocationMessage());
        putIfPresent(out, "toolInput", firstPresent(ready.toolInput(), STREAMING.equals(status) ? null : call.get("toolInput")));
        if (runs) {
            out.put("confirmed", ready.confirmed());
            return out;
        }
        ObjectNode pending = PENDING_CONFIRMATION.equals(status) ? call : NODES.objectNode();
        putIfPresent(out, "confirmationTitle", firstPresent(ready.confirmationTitle(), pending.get("confirmationTitle")));
        putIfPresent(out, "riskAssessment", firstPresent(ready.extra().get("riskAssessment"), pending.get("riskAssessment")));
        putIfPresent(out, "edits", firstPresent(ready.edits(), pending.get("edits")));
        putIfPresent(out, "editable", firstPresent(
                ready.editable() == null ? null : NODES.booleanNode(ready.editable()), pending.get("editable")));
        putIfPresent(out, "options", firstPresent(ready.options(), pending.get("options")));
        return out;
    }

    /**
     * Approved: running, with the person's edited input when the call's input is inline text (a lazy
     * {@code ContentRef} input is not replaced). Denied: cancelled with the reason.
     */
    private static ObjectNode confirmed(ObjectNode call, ToolCallConfirmed confirmed) {
        JsonNode selected = selectedOption(call.get("options"), confirmed.selectedOptionId());
        if (confirmed.approved()) {
            ObjectNode out = base(call, confirmed.meta(), RUNNING);
            putIfPresent(out, "invocationMessage", call.get("invocationMessage"));
            JsonNode input = call.get("toolInput");
            boolean edited = confirmed.editedToolInput() != null && input != null && input.isString();
            putIfPresent(out, "toolInput", edited ? confirmed.editedToolInput() : input);
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

    /**
     * Completed (or, with {@code requiresResultConfirmation}, waiting for the result's approval). From
     * {@code auth-required} only a failed result applies, always completing, and the content produced
     * before the pause is kept unless the result brings its own.
     */
    private static ObjectNode complete(ObjectNode call, ToolCallComplete complete, String status) {
        boolean confirmedBefore = RUNNING.equals(status) || AUTH_REQUIRED.equals(status);
        boolean held = Boolean.TRUE.equals(complete.requiresResultConfirmation()) && !AUTH_REQUIRED.equals(status);
        ObjectNode out = base(call, complete.meta(), held ? PENDING_RESULT_CONFIRMATION : COMPLETED);
        putIfPresent(out, "invocationMessage", call.get("invocationMessage"));
        putIfPresent(out, "toolInput", call.get("toolInput"));
        putIfPresent(out, "confirmed", confirmedBefore ? call.get("confirmed") : NODES.stringNode("not-needed"));
        if (confirmedBefore) {
            putIfPresent(out, "selectedOption", call.get("selectedOption"));
        }
        if (AUTH_REQUIRED.equals(status)) {
            putIfPresent(out, "content", call.get("content"));
        }
        JsonNode result = ValueTrees.result(complete.result());
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
        ObjectNode out = Trees.copy(call);
        putIfPresent(out, "_meta", tree(changed.meta()));
        out.set("content", ValueTrees.blocks(changed.content()));
        return out;
    }

    /** A running MCP call paused on an OAuth challenge; what it produced so far is kept. */
    private static ObjectNode authRequired(ObjectNode call, ToolCallAuthRequired auth) {
        ObjectNode out = running(call, auth.meta(), AUTH_REQUIRED);
        out.set("auth", auth.auth());
        return out;
    }

    /** The challenge met: the call runs again, the challenge gone. */
    private static ObjectNode authResolved(ObjectNode call, ToolCallAuthResolved resolved) {
        return running(call, resolved.meta(), RUNNING);
    }

    /** The fields a call that went past its confirmation carries, in {@code status}. */
    private static ObjectNode running(ObjectNode call, Map<String, Object> meta, String status) {
        ObjectNode out = base(call, meta, status);
        for (String field : new String[] {"invocationMessage", "toolInput", "confirmed", "selectedOption", "content"}) {
            putIfPresent(out, field, call.get(field));
        }
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

    /**
     * The contributor after a ready that names {@code next}: a client's call stays that client's (only
     * the same client may restate it), and no call becomes a client's after its start.
     */
    private static JsonNode refinedContributor(JsonNode current, JsonNode next) {
        if (next == null || next.isNull()) {
            return current;
        }
        boolean currentIsClient = CLIENT.equals(Trees.text(current, "kind"));
        boolean nextIsClient = CLIENT.equals(Trees.text(next, "kind"));
        if (currentIsClient) {
            String clientId = Trees.text(current, "clientId");
            return nextIsClient && clientId != null && clientId.equals(Trees.text(next, "clientId")) ? next : current;
        }
        return nextIsClient ? current : next;
    }

    private static JsonNode selectedOption(JsonNode options, String id) {
        int at = id == null ? -1 : Trees.indexOf(options, "id", id);
        return at < 0 ? null : options.get(at);
    }

    private static JsonNode firstPresent(JsonNode first, JsonNode second) {
        return first != null && !first.isNull() ? first : second;
    }

    private static JsonNode tree(Map<String, Object> meta) {
        return meta == null ? null : Json.MAPPER.valueToTree(meta);
    }

    /** Sets {@code field} when {@code value} is present (not null, not JSON null); leaves it alone otherwise. */
    private static void putIfPresent(ObjectNode node, String field, JsonNode value) {
        if (value != null && !value.isNull()) {
            node.set(field, value);
        }
    }
}
