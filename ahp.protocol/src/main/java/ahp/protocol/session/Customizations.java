package ahp.protocol.session;

import ahp.protocol.internal.Trees;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The session's customization tree ({@code customizations}): top-level entries (plugins, directories,
 * top-level MCP servers) and the children of containers, each addressed by its {@code id}. An id that
 * names nothing changes nothing; so does an action on a session without customizations (except a
 * full replacement or an upsert, which create the list).
 */
final class Customizations {

    private static final String MCP_SERVER = "mcpServer";

    private Customizations() {}

    /** {@code session/customizationUpdated}: a top-level entry upserted by id. */
    static ObjectNode updated(ObjectNode session, JsonNode customization) {
        if (!(customization instanceof ObjectNode entry)) {
            return session;
        }
        return Trees.with(session, "customizations",
                Trees.upserted(Trees.array(session.get("customizations")), "id", entry));
    }

    /** {@code session/customizationToggled}: {@code enabled} set on the entry or container child with the id. */
    static ObjectNode toggled(ObjectNode session, String id, JsonNode enabled) {
        boolean on = enabled != null && enabled.asBoolean(false);
        return edited(session, id, entry -> Trees.with(entry, "enabled", JsonNodeFactory.instance.booleanNode(on)), false);
    }

    /** {@code session/customizationRemoved}: the entry or container child with the id removed. */
    static ObjectNode removed(ObjectNode session, String id) {
        return edited(session, id, null, false);
    }

    /**
     * {@code session/mcpServerStateChanged} (with {@code channel}) and the start/stop requests (without
     * one): an MCP server entry's {@code state} and {@code channel} replaced. Only an MCP server applies.
     */
    static ObjectNode mcpServerChanged(ObjectNode session, String id, JsonNode state, JsonNode channel) {
        if (state == null || state.isNull()) {
            return session;
        }
        return edited(session, id, entry -> {
            ObjectNode next = Trees.with(entry, "state", state);
            return channel == null || channel.isNull() ? Trees.without(next, "channel") : Trees.with(next, "channel", channel);
        }, true);
    }

    /** A new MCP server {@code state} of {@code kind} ({@code starting}, {@code stopped}). */
    static JsonNode state(String kind) {
        return JsonNodeFactory.instance.objectNode().put("kind", kind);
    }

    /**
     * The session with the entry {@code id} edited by {@code edit}, or removed when {@code edit} is
     * null. The top level is searched first, then the children of every container (an MCP server has
     * none). With {@code mcpOnly}, an entry that is not an MCP server is left alone.
     */
    private static ObjectNode edited(ObjectNode session, String id, UnaryOperator<ObjectNode> edit, boolean mcpOnly) {
        ArrayNode list = Trees.array(session.get("customizations"));
        if (list == null || id == null) {
            return session;
        }
        int top = Trees.indexOf(list, "id", id);
        if (top >= 0) {
            ArrayNode edited = edit(list, top, edit, mcpOnly);
            return edited == list ? session : Trees.with(session, "customizations", edited);
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode container = list.get(i);
            ArrayNode children = Trees.array(container.get("children"));
            int child = Trees.indexOf(children, "id", id);
            if (MCP_SERVER.equals(Trees.text(container, "type")) || child < 0) {
                continue;
            }
            ArrayNode newChildren = edit(children, child, edit, mcpOnly);
            if (newChildren == children) {
                return session;
            }
            ObjectNode newContainer = Trees.with((ObjectNode) container, "children", newChildren);
            return Trees.with(session, "customizations", Trees.replaced(list, i, newContainer));
        }
        return session;
    }

    private static ArrayNode edit(ArrayNode entries, int at, UnaryOperator<ObjectNode> edit, boolean mcpOnly) {
        if (edit == null) {
            return Trees.removed(entries, at);
        }
        if (!(entries.get(at) instanceof ObjectNode entry) || mcpOnly && !MCP_SERVER.equals(Trees.text(entry, "type"))) {
            return entries;
        }
        return Trees.replaced(entries, at, edit.apply(entry));
    }
}
