package ahp.backends.acp.session;

import ahp.backends.acp.rpc.Nodes;
import ahp.backends.api.ToolCallConfirmation;
import java.util.HashSet;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What is known of one ACP tool call in a turn: the fields the agent sent (each update replaces the
 * ones it carries), and where the call stands in the chat's state.
 */
final class ToolCallTrack {

    /** Where the call stands in the chat's state. */
    enum State {
        /** Started: {@code streaming}. */
        STREAMING,
        /** Waiting for the person: {@code pending-confirmation}. */
        PENDING,
        /** {@code running}. */
        RUNNING,
        /** Completed, or cancelled by a denial. */
        DONE
    }

    final String id;
    String title;
    String kind;
    String status;
    JsonNode content;
    JsonNode locations;
    JsonNode rawInput;
    JsonNode rawOutput;
    State state = State.STREAMING;
    /** The person's answer to the last permission request, set when it arrives (another thread). */
    volatile ToolCallConfirmation answer;
    /** The content last sent, to send a change only. */
    ArrayNode sent;
    /** Terminals already shown on the call. */
    final Set<String> shown = new HashSet<>();

    ToolCallTrack(String id) {
        this.id = id;
    }

    /** Takes the fields {@code update} (a {@code ToolCall} or {@code ToolCallUpdate}) carries. */
    void apply(JsonNode update) {
        String newTitle = Nodes.text(update, "title");
        if (newTitle != null) {
            title = newTitle;
        }
        String newKind = Nodes.text(update, "kind");
        if (newKind != null) {
            kind = newKind;
        }
        String newStatus = Nodes.text(update, "status");
        if (newStatus != null) {
            status = newStatus;
        }
        if (present(update, "content")) {
            content = update.get("content");
        }
        if (present(update, "locations")) {
            locations = update.get("locations");
        }
        if (present(update, "rawInput")) {
            rawInput = update.get("rawInput");
        }
        if (present(update, "rawOutput")) {
            rawOutput = update.get("rawOutput");
        }
    }

    /**
     * A {@code tool_call} came again for this call: it says what the call is now, so the content and
     * locations it does not carry are none (ACP's defaults for a {@code ToolCall}), not the ones sent
     * before (a permission request's, say). Title, kind, status and raw input and output stay until
     * it carries others.
     */
    void restated() {
        content = null;
        locations = null;
    }

    /** The person answered its permission request: it runs, or the denial cancelled it. */
    void settle() {
        ToolCallConfirmation given = answer;
        if (state == State.PENDING && given != null) {
            state = given.approved() ? State.RUNNING : State.DONE;
        }
    }

    /** Whether it is still open: started and neither completed nor cancelled. */
    boolean open() {
        return state != State.DONE;
    }

    /** {@code toolName}: ACP's {@code kind}. */
    String toolName() {
        return kind == null ? "other" : kind;
    }

    /** {@code displayName}: a name for ACP's {@code kind}. */
    String displayName() {
        return switch (toolName()) {
            case "read" -> "Read";
            case "edit" -> "Edit";
            case "delete" -> "Delete";
            case "move" -> "Move";
            case "search" -> "Search";
            case "execute" -> "Terminal";
            case "think" -> "Think";
            case "fetch" -> "Fetch";
            case "switch_mode" -> "Switch mode";
            default -> "Tool";
        };
    }

    /** What the call does, for {@code invocationMessage} and {@code pastTenseMessage}. */
    String message() {
        return title != null && !title.isBlank() ? title : displayName();
    }

    /**
     * The call's {@code _meta}: ACP's {@code kind} as {@code acpKind} and its {@code locations}, each
     * with the file's {@code uri}; null when there is neither.
     */
    ObjectNode meta() {
        if (kind == null && (locations == null || !locations.isArray() || locations.isEmpty())) {
            return null;
        }
        ObjectNode meta = Nodes.object();
        if (kind != null) {
            meta.put("acpKind", kind);
        }
        if (locations != null && locations.isArray() && !locations.isEmpty()) {
            ArrayNode list = meta.putArray("locations");
            for (JsonNode location : locations) {
                String path = Nodes.text(location, "path");
                if (path == null) {
                    continue;
                }
                ObjectNode entry = list.addObject();
                entry.put("path", path);
                entry.put("uri", ToolContent.fileUri(path));
                Long line = Nodes.integer(location, "line");
                if (line != null) {
                    entry.put("line", line);
                }
            }
        }
        return meta;
    }

    private static boolean present(JsonNode update, String field) {
        JsonNode value = update.get(field);
        return value != null && !value.isNull();
    }
}
