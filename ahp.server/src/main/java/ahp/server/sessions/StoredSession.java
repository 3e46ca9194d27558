package ahp.server.sessions;

import java.util.List;

/**
 * A session as its folder keeps it ({@code session.json}).
 *
 * @param resource its URI
 * @param provider the agent provider that backs it
 * @param title its title
 * @param named whether somebody named it (else the title follows its first command)
 * @param workingDirectories its folders, as {@code file:} URIs
 * @param createdAt when it was created (ISO 8601)
 * @param modifiedAt when it last changed (ISO 8601)
 * @param chats its chats, in order
 * @param defaultChat the chat a client opens first, or null
 * @param read whether a client marked it read ({@code session/isReadChanged})
 * @param archived whether a client archived it ({@code session/isArchivedChanged})
 */
public record StoredSession(
        String resource,
        String provider,
        String title,
        boolean named,
        List<String> workingDirectories,
        String createdAt,
        String modifiedAt,
        List<StoredChat> chats,
        String defaultChat,
        boolean read,
        boolean archived) {

    /** A session neither marked read nor archived. */
    public StoredSession(String resource, String provider, String title, boolean named, List<String> workingDirectories,
            String createdAt, String modifiedAt, List<StoredChat> chats, String defaultChat) {
        this(resource, provider, title, named, workingDirectories, createdAt, modifiedAt, chats, defaultChat, false, false);
    }

    /** The same session without its {@code modifiedAt}: what a turn's end leaves unchanged. */
    public StoredSession undated() {
        return new StoredSession(resource, provider, title, named, workingDirectories, createdAt, null, chats, defaultChat,
                read, archived);
    }

    /** Copies the lists. */
    public StoredSession {
        workingDirectories = workingDirectories == null ? List.of() : List.copyOf(workingDirectories);
        chats = chats == null ? List.of() : List.copyOf(chats);
    }

    /**
     * One chat of a stored session.
     *
     * @param resource its URI
     * @param title its title
     * @param createdAt when it was created (ISO 8601)
     * @param read whether a client marked it read ({@code chat/isReadChanged})
     * @param archived whether a client archived it ({@code chat/isArchivedChanged})
     * @param failed whether its status says error: its last turn ended in error, and no turn started
     *     nor a truncation came since (absent in a file written before: false)
     */
    public record StoredChat(String resource, String title, String createdAt, boolean read, boolean archived,
            boolean failed) {

        /** A chat neither marked read nor archived. */
        public StoredChat(String resource, String title, String createdAt) {
            this(resource, title, createdAt, false, false, false);
        }
    }
}
