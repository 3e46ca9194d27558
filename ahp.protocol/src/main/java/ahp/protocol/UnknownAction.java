package ahp.protocol;

import ahp.protocol.internal.WrittenAsTree;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonCreator;
import tools.jackson.databind.node.ObjectNode;

/**
 * An action of a type this host does not model as a record (a changeset action, a chat delta, a
 * customization change, a type invented by a newer peer). It is kept as the JSON object it arrived as
 * and written back unchanged, {@code type} included. The reducers read the types of their channel
 * from the tree and leave state alone for any other.
 *
 * @param body the whole action object; never mutated after construction
 */
public record UnknownAction(ObjectNode body) implements Action, WrittenAsTree {

    /**
     * Keeps a private copy, so later changes to the caller's tree cannot change this action.
     *
     * @throws IllegalArgumentException when the object has no string {@code type}
     */
    public UnknownAction {
        body = Frozen.node(java.util.Objects.requireNonNull(body, "body"));
        if (!body.path("type").isString()) {
            throw new IllegalArgumentException("an action needs a string 'type'");
        }
    }

    /** Jackson's entry point: the object as it was on the wire. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static UnknownAction of(ObjectNode body) {
        return new UnknownAction(body);
    }

    /** A copy of the action object (this record's own tree is never handed out). */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }

    /** The {@code type} string. */
    @Override
    public String type() {
        return body.get("type").asString();
    }
}
