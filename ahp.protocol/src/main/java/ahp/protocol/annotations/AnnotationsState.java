package ahp.protocol.annotations;

import ahp.protocol.ChannelState;
import ahp.protocol.internal.WrittenAsTree;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * The state of an annotations channel ({@code AnnotationsState}: {@code annotations}, each with its
 * anchor and its {@code entries}), kept as the JSON object the protocol defines. {@link
 * AnnotationsReducer} changes it; {@link #of} makes one from a tree. Immutable.
 */
public final class AnnotationsState implements ChannelState, WrittenAsTree {

    private final ObjectNode body;

    private AnnotationsState(ObjectNode body) {
        this.body = body;
    }

    /** An annotations state holding a private copy of {@code body}. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static AnnotationsState of(ObjectNode body) {
        return new AnnotationsState(Objects.requireNonNull(body, "body").deepCopy());
    }

    /** Wraps a tree nobody else holds (the reducer's freshly built ones). */
    static AnnotationsState adopt(ObjectNode body) {
        return new AnnotationsState(body);
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

    /** How many annotations there are. */
    public int annotationCount() {
        return body.path("annotations").size();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AnnotationsState that && body.equals(that.body);
    }

    @Override
    public int hashCode() {
        return body.hashCode();
    }

    @Override
    public String toString() {
        return "AnnotationsState" + body;
    }
}
