package ahp.protocol.changeset;

import ahp.protocol.Action;
import ahp.protocol.UnknownAction;
import ahp.protocol.internal.Trees;
import java.util.HashSet;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The changeset channel's pure reducer: {@code (state, action) -> state}, for every
 * {@code changeset/*} action of protocol 0.8.0, each read from its {@link UnknownAction} tree. Files
 * keep a stable order: a new id is appended, a known one replaced in place. An {@code error} is kept
 * only while the status it belongs to is {@code error}. An action whose target is missing (an unknown
 * file or operation) and an action of a type no changeset knows change nothing, and the very same
 * state is returned. Fields this host does not know are kept.
 */
public final class ChangesetReducer {

    private static final String ERROR = "error";

    private ChangesetReducer() {}

    /** The state after any action sent on a changeset channel; {@code state} itself is never changed. */
    public static ChangesetState reduce(ChangesetState state, Action action) {
        if (!(action instanceof UnknownAction unknown)) {
            return state;
        }
        ObjectNode changeset = state.tree();
        ObjectNode next = reduce(changeset, unknown.body());
        return next == changeset ? state : ChangesetState.adopt(next);
    }

    private static ObjectNode reduce(ObjectNode changeset, ObjectNode a) {
        ArrayNode files = Trees.array(changeset.get("files"));
        return switch (a.path("type").asString("")) {
            case "changeset/statusChanged" -> withStatus(changeset, a.get("status"), a.get("error"));
            case "changeset/fileSet" -> a.get("file") instanceof ObjectNode file
                    ? Trees.with(changeset, "files", Trees.upserted(files, "id", file)) : changeset;
            case "changeset/fileRemoved" -> {
                int at = Trees.indexOf(files, "id", Trees.text(a, "fileId"));
                yield at < 0 ? changeset : Trees.with(changeset, "files", Trees.removed(files, at));
            }
            case "changeset/filesReviewChanged" -> reviewed(changeset, files, a.get("files"), a.get("reviewed"));
            case "changeset/contentChanged" -> {
                ObjectNode next = replaced(changeset, "files", a.get("files"));
                if (present(a.get("operations"))) {
                    next = Trees.with(next, "operations", a.get("operations"));
                }
                yield replaced(next, ERROR, a.get(ERROR));
            }
            case "changeset/operationsChanged" -> replaced(changeset, "operations", a.get("operations"));
            case "changeset/operationStatusChanged" -> operationStatus(changeset, Trees.text(a, "operationId"),
                    a.get("status"), a.get(ERROR));
            case "changeset/cleared" -> files == null || files.isEmpty() ? changeset
                    : Trees.with(changeset, "files", JsonNodeFactory.instance.arrayNode());
            default -> changeset;
        };
    }

    /** {@code status} set on {@code node}; {@code error} with it when the status is {@code error}, else none. */
    private static ObjectNode withStatus(ObjectNode node, JsonNode status, JsonNode error) {
        if (!present(status)) {
            return node;
        }
        ObjectNode next = Trees.with(node, "status", status);
        return replaced(next, ERROR, ERROR.equals(status.asString(null)) ? error : null);
    }

    /** {@code changeset/filesReviewChanged}: {@code reviewed} set on the named files whose flag differs. */
    private static ObjectNode reviewed(ObjectNode changeset, ArrayNode files, JsonNode ids, JsonNode reviewed) {
        if (files == null || ids == null || reviewed == null || !reviewed.isBoolean()) {
            return changeset;
        }
        Set<String> named = new HashSet<>();
        ids.forEach(id -> named.add(id.asString(null)));
        ArrayNode next = JsonNodeFactory.instance.arrayNode(files.size());
        boolean changed = false;
        for (JsonNode file : files) {
            boolean flips = file instanceof ObjectNode f && named.contains(Trees.text(f, "id"))
                    && !reviewed.equals(f.get("reviewed"));
            next.add(flips ? Trees.with((ObjectNode) file, "reviewed", reviewed) : file);
            changed |= flips;
        }
        return changed ? Trees.with(changeset, "files", next) : changeset;
    }

    /** {@code changeset/operationStatusChanged}: the operation's status (and error) replaced. */
    private static ObjectNode operationStatus(ObjectNode changeset, String id, JsonNode status, JsonNode error) {
        ArrayNode operations = Trees.array(changeset.get("operations"));
        int at = Trees.indexOf(operations, "id", id);
        if (at < 0 || !(operations.get(at) instanceof ObjectNode operation) || !present(status)) {
            return changeset;
        }
        return Trees.with(changeset, "operations", Trees.replaced(operations, at, withStatus(operation, status, error)));
    }

    private static ObjectNode replaced(ObjectNode node, String field, JsonNode value) {
        return present(value) ? Trees.with(node, field, value) : Trees.without(node, field);
    }

    private static boolean present(JsonNode value) {
        return value != null && !value.isNull();
    }
}
