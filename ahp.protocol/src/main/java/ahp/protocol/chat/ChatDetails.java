package ahp.protocol.chat;

import ahp.protocol.internal.StringSets;
import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The chat's descriptive fields the actions set directly: {@code activity} and {@code draft} (an
 * absent value clears them) and the {@code workingDirectories} subset (a set: adding a present
 * directory or removing an absent one changes nothing), and the read and archived flags of its
 * {@code status}.
 */
final class ChatDetails {

    private ChatDetails() {}

    /** {@code chat/activityChanged} or {@code chat/draftChanged}: {@code field} set, or cleared when absent. */
    static ObjectNode replaced(ObjectNode chat, String field, JsonNode value) {
        boolean absent = value == null || value.isNull();
        return absent ? Trees.without(chat, field) : Trees.with(chat, field, value);
    }

    /** {@code chat/workingDirectorySet}: {@code directory} added once. */
    static ObjectNode directoryAdded(ObjectNode chat, JsonNode directory) {
        return StringSets.added(chat, "workingDirectories", directory);
    }

    /** {@code chat/workingDirectoryRemoved}: {@code directory} removed when present. */
    static ObjectNode directoryRemoved(ObjectNode chat, JsonNode directory) {
        return StringSets.removed(chat, "workingDirectories", directory);
    }

    /**
     * {@code chat/isReadChanged} ({@link SessionStatus#IS_READ}) or {@code chat/isArchivedChanged}
     * ({@link SessionStatus#IS_ARCHIVED}): the flag set or cleared, the other bits kept.
     */
    static ObjectNode flagged(ObjectNode chat, long flag, JsonNode set) {
        long next = ChatStatus.withFlag(ChatStatus.of(chat), flag, set != null && set.asBoolean(false));
        return next == ChatStatus.of(chat) ? chat : Trees.with(chat, "status", ChatStatus.num(next));
    }
}
