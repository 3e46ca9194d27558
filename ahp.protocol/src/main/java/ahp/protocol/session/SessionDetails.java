package ahp.protocol.session;

import ahp.protocol.chat.SessionStatus;
import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.IntNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The session's fields its actions set directly: values replaced or cleared ({@code title},
 * {@code activity}, {@code changesets}, {@code _meta}, {@code serverTools}, ...), the read and
 * archived flags of {@code status}, and the configuration values.
 */
final class SessionDetails {

    private SessionDetails() {}

    /** {@code field} set to {@code value}, or cleared when it is absent. */
    static ObjectNode replaced(ObjectNode session, String field, JsonNode value) {
        boolean absent = value == null || value.isNull();
        return absent ? Trees.without(session, field) : Trees.with(session, field, value);
    }

    /** {@code session/isReadChanged} ({@link SessionStatus#IS_READ}) or {@code session/isArchivedChanged}. */
    static ObjectNode flagged(ObjectNode session, long flag, JsonNode set) {
        long status = session.path("status").asLong(0);
        long next = set != null && set.asBoolean(false) ? status | flag : status & ~flag;
        return Trees.with(session, "status", next == (int) next ? IntNode.valueOf((int) next) : LongNode.valueOf(next));
    }

    /**
     * {@code session/configChanged}: the values merged into the configuration's, or replacing them
     * all with {@code replace}. A session without a configuration has nothing to merge into.
     */
    static ObjectNode configured(ObjectNode session, JsonNode values, JsonNode replace) {
        ObjectNode config = Trees.object(session.get("config"));
        if (config == null || !(values instanceof ObjectNode given)) {
            return session;
        }
        ObjectNode merged = JsonNodeFactory.instance.objectNode();
        boolean replaces = replace != null && replace.asBoolean(false);
        if (!replaces && config.get("values") instanceof ObjectNode current) {
            merged.setAll(current);
        }
        merged.setAll(given);
        return Trees.with(session, "config", Trees.with(config, "values", merged));
    }
}
