package ahp.protocol.changeset;

import ahp.protocol.ChannelState;
import ahp.protocol.internal.WrittenAsTree;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * The state of a changeset channel ({@code ChangesetState} on the wire): its computation
 * {@code status} ({@code computing}, {@code ready}, {@code error}) with the {@code error}, its
 * {@code files} and the {@code operations} a client may invoke. It is kept as the JSON object the
 * protocol defines, so every field, known or not, survives. {@link ChangesetReducer} changes it;
 * {@link #of} makes one from a tree.
 *
 * <p>Immutable: the tree is private, copied on the way in and out, and never changed.
 */
public final class ChangesetState implements ChannelState, WrittenAsTree {

    private final ObjectNode body;

    private ChangesetState(ObjectNode body) {
        this.body = body;
    }

    /** A changeset state holding a private copy of {@code body}. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static ChangesetState of(ObjectNode body) {
        return new ChangesetState(Objects.requireNonNull(body, "body").deepCopy());
    }

    /** Wraps a tree nobody else holds (the reducer's freshly built ones). */
    static ChangesetState adopt(ObjectNode body) {
        return new ChangesetState(body);
    }

    /** The tree, for the reducer only: never to be changed. */
    ObjectNode tree() {
        return body;
    }

    /** A copy of the whole state object. */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }

    /** The computation status, or null. */
    public String status() {
        return body.path("status").asString(null);
    }

    /** The files, in order, as copies of their {@code ChangesetFile} objects. */
    public List<ObjectNode> files() {
        List<ObjectNode> out = new ArrayList<>();
        body.path("files").forEach(file -> {
            if (file instanceof ObjectNode object) {
                out.add(object.deepCopy());
            }
        });
        return List.copyOf(out);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ChangesetState that && body.equals(that.body);
    }

    @Override
    public int hashCode() {
        return body.hashCode();
    }

    @Override
    public String toString() {
        return "ChangesetState" + body;
    }
}
