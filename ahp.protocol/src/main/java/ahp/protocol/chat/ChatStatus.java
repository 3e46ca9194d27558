package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.IntNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A chat's summary {@code status}, derived from what it is doing: the activity bits from its active
 * turn (blocked on a confirmation, an authentication or an open input request: input needed; else in
 * progress; none: idle; a failed turn: error), the flag bits ({@link SessionStatus#IS_READ},
 * {@link SessionStatus#IS_ARCHIVED}, and any bit this host does not know) kept as they are.
 */
final class ChatStatus {

    private ChatStatus() {}

    /** The status bits of {@code chat}, 0 when absent. */
    static long of(JsonNode chat) {
        return chat.path("status").asLong(0);
    }

    /** The status {@code chat} should have; {@code failed} when its last turn just ended in error. */
    static long derived(ObjectNode chat, boolean failed, Reduction reduction) {
        long activity;
        ObjectNode active = Trees.object(chat.get("activeTurn"));
        if (failed) {
            activity = SessionStatus.ERROR;
        } else if (active != null && (reduction.index(active).anyOpen() || reduction.index(active).anyBlocked())) {
            activity = SessionStatus.INPUT_NEEDED;
        } else if (active != null) {
            activity = SessionStatus.IN_PROGRESS;
        } else {
            activity = SessionStatus.IDLE;
        }
        return (of(chat) & ~SessionStatus.ACTIVITY_MASK) | activity;
    }

    /** {@code chat} with its status recomputed; the same object when it does not change. */
    static ObjectNode refreshed(ObjectNode chat, Reduction reduction) {
        long status = derived(chat, false, reduction);
        return status == of(chat) ? chat : Trees.with(chat, "status", num(status));
    }

    /** {@code status} with {@code flag} set or cleared. */
    static long withFlag(long status, long flag, boolean set) {
        return set ? status | flag : status & ~flag;
    }

    /** A status as a JSON number: an int node when it fits, as read from the wire. */
    static JsonNode num(long status) {
        return status == (int) status ? IntNode.valueOf((int) status) : LongNode.valueOf(status);
    }
}
