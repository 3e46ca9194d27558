package ahp.protocol.resourcewatch;

import ahp.protocol.ChannelState;
import ahp.protocol.internal.WrittenAsTree;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * The state of a resource-watch channel ({@code ResourceWatchState}: {@code root}, {@code recursive},
 * {@code includes?}, {@code excludes?}), kept as the JSON object the protocol defines; set when the
 * watch is created and never changed. Immutable.
 */
public final class ResourceWatchState implements ChannelState, WrittenAsTree {

    private final ObjectNode body;

    private ResourceWatchState(ObjectNode body) {
        this.body = body;
    }

    /** A resource-watch state holding a private copy of {@code body}. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static ResourceWatchState of(ObjectNode body) {
        return new ResourceWatchState(Objects.requireNonNull(body, "body").deepCopy());
    }

    /** A copy of the whole state object. */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }

    /** The watched root's URI, or null. */
    public String root() {
        return body.path("root").asString(null);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ResourceWatchState that && body.equals(that.body);
    }

    @Override
    public int hashCode() {
        return body.hashCode();
    }

    @Override
    public String toString() {
        return "ResourceWatchState" + body;
    }
}
