package ahp.protocol.session;

import ahp.protocol.chat.SessionStatus;
import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.IntNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The session's aggregate of outstanding input ({@code inputNeeded}, keyed by {@code id}; since
 * 0.5.1) and what it means for the session's status: any entry that waits for a person (every kind
 * but {@code toolClientExecution}, which is work handed to a client) makes the session need input;
 * once none is left, the input-needed bit is cleared and a running turn shows as in progress again.
 * The flag bits are kept.
 */
final class InputNeeded {

    private static final String CLIENT_EXECUTION = "toolClientExecution";

    private InputNeeded() {}

    /** {@code session/inputNeededSet}: the entry upserted by id, the status derived again. */
    static ObjectNode set(ObjectNode session, JsonNode request) {
        if (!(request instanceof ObjectNode entry)) {
            return session;
        }
        ArrayNode list = Trees.upserted(Trees.array(session.get("inputNeeded")), "id", entry);
        ObjectNode next = Trees.with(session, "inputNeeded", list);
        next.set("status", number(status(session.path("status").asLong(0), list)));
        return next;
    }

    /** {@code session/inputNeededRemoved}: the entry gone (none left: no list), the status derived again. */
    static ObjectNode removed(ObjectNode session, String id) {
        ArrayNode list = Trees.array(session.get("inputNeeded"));
        int at = Trees.indexOf(list, "id", id);
        if (at < 0) {
            return session;
        }
        ArrayNode remaining = Trees.removed(list, at);
        ObjectNode next = Trees.with(session, "inputNeeded", remaining.isEmpty() ? null : remaining);
        next.set("status", number(status(session.path("status").asLong(0), remaining)));
        return next;
    }

    private static long status(long status, ArrayNode entries) {
        boolean waits = Trees.indexOf(entries, entry -> !CLIENT_EXECUTION.equals(Trees.text(entry, "kind"))) >= 0;
        if (waits) {
            return (status & ~SessionStatus.ACTIVITY_MASK) | SessionStatus.INPUT_NEEDED;
        }
        return status & ~(SessionStatus.INPUT_NEEDED & ~SessionStatus.IN_PROGRESS);
    }

    private static JsonNode number(long status) {
        return status == (int) status ? IntNode.valueOf((int) status) : LongNode.valueOf(status);
    }
}
