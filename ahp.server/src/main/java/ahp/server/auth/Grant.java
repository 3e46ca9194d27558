package ahp.server.auth;

/**
 * One operation a role may cover. Terminal grants are asked at the dispatch boundary: a request
 * refused one is answered {@code -32009 PermissionDenied}, an action refused one is echoed with a
 * {@code rejectionReason}.
 */
public enum Grant {
    /** Open a terminal ({@code createTerminal}). */
    TERMINAL_CREATE("terminal:create"),
    /** End a terminal ({@code disposeTerminal}). */
    TERMINAL_DISPOSE("terminal:dispose"),
    /** Read a terminal: asked of the channel when subscribing, not of a method. */
    TERMINAL_OUTPUT("terminal:output"),
    /** Type into a terminal ({@code terminal/input}). */
    TERMINAL_INPUT("terminal:input"),
    /** Resize a terminal ({@code terminal/resized}). */
    TERMINAL_RESIZE("terminal:resize"),
    /** Take a terminal ({@code terminal/claimed}). */
    TERMINAL_CLAIM("terminal:claim"),
    /** Rename a terminal ({@code terminal/titleChanged}). */
    TERMINAL_RENAME("terminal:rename"),
    /** Clear a terminal's scrollback ({@code terminal/cleared}). */
    TERMINAL_CLEAR("terminal:clear"),
    /** List sessions ({@code listSessions}) and read a session's channel (its title and chats). */
    SESSION_READ("session:read"),
    /** Open a session or a chat in one ({@code createSession}, {@code createChat}). */
    SESSION_CREATE("session:create"),
    /** End a session or a chat, and what it kept ({@code disposeSession}, {@code disposeChat}). */
    SESSION_DISPOSE("session:dispose"),
    /** Rename a session ({@code session/titleChanged}). */
    SESSION_RENAME("session:rename"),
    /**
     * Read a chat's channel ({@code subscribe}, {@code fetchTurns}): its turns, whose tool calls carry
     * what terminals printed.
     */
    CHAT_READ("chat:read"),
    /**
     * Send a turn, queue or withdraw a message, cancel a turn, answer a confirmation. A {@code !}
     * command asks for no grant of its own: it is part of a turn.
     */
    CHAT_SEND("chat:send"),
    /** Change the host's root config for everybody ({@code root/configChanged}). */
    CONFIG_CHANGE("config:change"),
    /**
     * Read files and folders within the person's reach ({@code resourceResolve}, {@code resourceList},
     * {@code resourceRead}, {@code createResourceWatch} and subscribing to a watch); docs/resources.md.
     */
    RESOURCE_READ("resource:read"),
    /**
     * Change files and folders within the person's reach ({@code resourceWrite}, {@code resourceDelete},
     * {@code resourceMove}, {@code resourceCopy}, {@code resourceMkdir}); docs/resources.md.
     */
    RESOURCE_WRITE("resource:write");

    private final String wireName;

    Grant(String wireName) {
        this.wireName = wireName;
    }

    /** The grant's name as USERS.md spells it, such as {@code terminal:create}. */
    public String wireName() {
        return wireName;
    }

    @Override
    public String toString() {
        return wireName;
    }
}
