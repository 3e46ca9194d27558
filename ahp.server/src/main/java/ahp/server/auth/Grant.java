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
    /** Change the host's root config for everybody ({@code root/configChanged}). */
    CONFIG_CHANGE("config:change");

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
