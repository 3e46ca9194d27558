package ahp.server.auth;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The three built-in roles and the grants each holds. {@code terminal:read} is
 * {@code terminal:output}; {@code terminal:write} is every other terminal grant.
 */
public enum Role {
    /** Everything, including {@code config:change}. */
    OWNER(EnumSet.allOf(Grant.class)),
    /**
     * {@code terminal:read} and {@code terminal:write}: every terminal row; every session grant; the
     * resource grants, within a member's reach (docs/resources.md).
     */
    MEMBER(EnumSet.complementOf(EnumSet.of(Grant.CONFIG_CHANGE))),
    /**
     * No terminal grant: it can neither open a shell nor read one, but it sees the root list. Of the
     * sessions it holds only {@code session:read}: it lists them and reads their titles and chats, but
     * reads no chat, since a chat's tool calls carry what its terminals printed. No resource grant: a
     * guest reads no file.
     */
    GUEST(EnumSet.of(Grant.SESSION_READ));

    /** The read group: {@code terminal:output}. */
    public static final Set<Grant> TERMINAL_READ = Set.of(Grant.TERMINAL_OUTPUT);

    /** The write group: every terminal operation but reading. */
    public static final Set<Grant> TERMINAL_WRITE = Set.of(Grant.TERMINAL_CREATE, Grant.TERMINAL_DISPOSE,
            Grant.TERMINAL_INPUT, Grant.TERMINAL_RESIZE, Grant.TERMINAL_CLAIM, Grant.TERMINAL_RENAME,
            Grant.TERMINAL_CLEAR);

    private final Set<Grant> grants;

    Role(Set<Grant> grants) {
        this.grants = Set.copyOf(grants);
    }

    /** Whether this role covers {@code grant}. */
    public boolean holds(Grant grant) {
        return grants.contains(grant);
    }

    /** Every grant this role holds. */
    public Set<Grant> grants() {
        return grants;
    }

    /** The role's name in a users file: {@code owner}, {@code member} or {@code guest}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The role a users file names.
     *
     * @throws IllegalArgumentException naming the three accepted values when {@code name} is none
     */
    public static Role parse(String name) {
        for (Role role : values()) {
            if (role.wireName().equals(name)) {
                return role;
            }
        }
        throw new IllegalArgumentException("unknown role \"" + name + "\" (owner, member or guest)");
    }
}
