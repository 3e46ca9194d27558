package ahp.server.auth;

import java.util.Objects;

/**
 * A person who signed in: their name and the role that decides what they may do.
 *
 * @param name the name from the users file (for logs and nothing else)
 * @param role what they may do
 */
public record User(String name, Role role) {

    /** Checks both fields are present. */
    public User {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(role, "role");
    }

    /** Whether this person's role covers {@code grant}. */
    public boolean holds(Grant grant) {
        return role.holds(grant);
    }
}
