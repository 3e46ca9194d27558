package ahp.protocol.chat;

import ahp.protocol.internal.WrittenAsTree;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool-result block of a type this host does not model (resource, file edit, subagent, ...), kept as
 * its JSON object and written back unchanged.
 *
 * @param body the block; never mutated after construction
 */
public record UnknownContent(ObjectNode body) implements ToolResultContent, WrittenAsTree {

    /** Keeps a private copy of the tree. */
    public UnknownContent {
        body = Frozen.node(Objects.requireNonNull(body, "body"));
    }

    /** Jackson's entry point. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static UnknownContent of(ObjectNode body) {
        return new UnknownContent(body);
    }

    /** A copy of the block. */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }

    @Override
    public String type() {
        return body.path("type").asString("");
    }
}
