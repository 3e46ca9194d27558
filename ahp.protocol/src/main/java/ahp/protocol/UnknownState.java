package ahp.protocol;

import ahp.protocol.internal.WrittenAsTree;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonCreator;
import tools.jackson.databind.node.ObjectNode;

/**
 * The state of a channel this host does not model (a session, a changeset, ...), kept as its JSON
 * object and written back unchanged.
 *
 * @param body the state object; never mutated after construction
 */
public record UnknownState(ObjectNode body) implements ChannelState, WrittenAsTree {

    /** Keeps a private copy of the tree. */
    public UnknownState {
        body = Frozen.node(java.util.Objects.requireNonNull(body, "body"));
    }

    /** Jackson's entry point. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static UnknownState of(ObjectNode body) {
        return new UnknownState(body);
    }

    /** A copy of the state object. */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }
}
