package ahp.protocol.command;

import ahp.protocol.internal.WrittenAsTree;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of a method this host does not speak, kept as their JSON object (the host answers
 * {@code -32601} to such a request).
 *
 * @param body the params object (empty when the message had none); never mutated after construction
 */
public record UnknownParams(ObjectNode body) implements Params, WrittenAsTree {

    /** Keeps a private copy of the tree. */
    public UnknownParams {
        body = Frozen.node(Objects.requireNonNull(body, "body"));
    }

    /** Jackson's entry point. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static UnknownParams of(ObjectNode body) {
        return new UnknownParams(body);
    }

    /** A copy of the params object. */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }

    @Override
    public String channel() {
        return body.path("channel").asString(null);
    }
}
