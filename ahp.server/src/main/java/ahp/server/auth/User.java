package ahp.server.auth;

import java.util.Objects;

/**
 * Who signed in: a person, with their name and the role that decides what they may do; or an agent's
 * tool server, signed in with a credential the host minted for one chat ({@link ChatCredentials}),
 * which may call that chat's tools and nothing else.
 *
 * @param name the name from the users file (for logs and nothing else)
 * @param role what they may do
 * @param chat the one chat a minted credential is good for, or null for a person
 */
public record User(String name, Role role, String chat) {

    /** Checks the name and the role are present. */
    public User {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(role, "role");
    }

    /** A person. */
    public User(String name, Role role) {
        this(name, role, null);
    }

    /** Whether this person's role covers {@code grant}. */
    public boolean holds(Grant grant) {
        return role.holds(grant);
    }

    /** Whether this is a credential minted for one chat rather than a person. */
    public boolean scopedToChat() {
        return chat != null;
    }
}
