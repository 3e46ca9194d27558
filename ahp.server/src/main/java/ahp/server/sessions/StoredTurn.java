package ahp.server.sessions;

import tools.jackson.databind.node.ObjectNode;

/**
 * A local turn (a {@code !} command's), as its chat's folder keeps it: the finished turn exactly as the
 * chat's state holds it, and the turn it followed.
 *
 * @param sequence its place among the chat's local turns, in the order they ran
 * @param anchor the id of the turn before it when it started, or null when it was the chat's first
 * @param turn the finished turn ({@code Turn} as the protocol defines it)
 */
public record StoredTurn(long sequence, String anchor, ObjectNode turn) {

    /** The turn's id. */
    public String id() {
        return turn.path("id").asString("");
    }
}
