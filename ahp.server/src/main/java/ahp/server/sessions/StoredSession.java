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
        String defaultChat) {

    /** The same session without its {@code modifiedAt}: what a turn's end leaves unchanged. */
    public StoredSession undated() {
        return new StoredSession(resource, provider, title, named, workingDirectories, createdAt, null, chats, defaultChat);
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
     */
    public record StoredChat(String resource, String title, String createdAt) {}
}
