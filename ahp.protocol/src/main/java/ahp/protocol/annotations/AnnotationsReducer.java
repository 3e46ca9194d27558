package ahp.protocol.annotations;

import ahp.protocol.Action;
import ahp.protocol.UnknownAction;
import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The annotations channel's pure reducer: {@code (state, action) -> state}, for every
 * {@code annotations/*} action of protocol 0.8.0, each read from its {@link UnknownAction} tree.
 * Annotations, and the entries of each, keep their order: a new id is appended, a known one replaced
 * in place. {@code annotations/updated} changes only the anchor fields it carries ({@code turnId},
 * {@code resource}, {@code range}, {@code resolved}), never the entries. An unknown annotation or
 * entry, and an action of a type no annotations channel knows, change nothing.
 */
public final class AnnotationsReducer {

    private static final String[] ANCHOR = {"turnId", "resource", "range", "resolved"};

    private AnnotationsReducer() {}

    /** The state after any action sent on an annotations channel; {@code state} itself is never changed. */
    public static AnnotationsState reduce(AnnotationsState state, Action action) {
        if (!(action instanceof UnknownAction unknown)) {
            return state;
        }
        ObjectNode annotations = state.tree();
        ObjectNode next = reduce(annotations, unknown.body());
        return next == annotations ? state : AnnotationsState.adopt(next);
    }

    private static ObjectNode reduce(ObjectNode state, ObjectNode a) {
        ArrayNode list = Trees.array(state.get("annotations"));
        int at = Trees.indexOf(list, "id", Trees.text(a, "annotationId"));
        return switch (a.path("type").asString("")) {
            case "annotations/set" -> a.get("annotation") instanceof ObjectNode annotation
                    ? Trees.with(state, "annotations", Trees.upserted(list, "id", annotation)) : state;
            case "annotations/removed" -> at < 0 ? state : Trees.with(state, "annotations", Trees.removed(list, at));
            case "annotations/updated" -> at < 0 ? state : replaced(state, list, at, anchored((ObjectNode) list.get(at), a));
            case "annotations/entrySet" -> at < 0 || !(a.get("entry") instanceof ObjectNode entry) ? state
                    : replaced(state, list, at, withEntries(list.get(at),
                            Trees.upserted(Trees.array(list.get(at).get("entries")), "id", entry)));
            case "annotations/entryRemoved" -> {
                ArrayNode entries = at < 0 ? null : Trees.array(list.get(at).get("entries"));
                int entry = Trees.indexOf(entries, "id", Trees.text(a, "entryId"));
                yield entry < 0 ? state : replaced(state, list, at, withEntries(list.get(at), Trees.removed(entries, entry)));
            }
            default -> state;
        };
    }

    private static ObjectNode anchored(ObjectNode annotation, ObjectNode update) {
        ObjectNode next = Trees.copy(annotation);
        for (String field : ANCHOR) {
            JsonNode value = update.get(field);
            if (value != null && !value.isNull()) {
                next.set(field, value);
            }
        }
        return next;
    }

    private static ObjectNode withEntries(JsonNode annotation, ArrayNode entries) {
        return Trees.with((ObjectNode) annotation, "entries", entries);
    }

    private static ObjectNode replaced(ObjectNode state, ArrayNode list, int at, ObjectNode annotation) {
        return Trees.with(state, "annotations", Trees.replaced(list, at, annotation));
    }
}
