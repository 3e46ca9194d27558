package ahp.protocol.chat;

import ahp.protocol.internal.WrittenAsTree;
import ahp.protocol.Json;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * Background work of a {@code kind} this host does not know, kept as its JSON object.
 *
 * @param body the entry; never mutated after construction
 */
public record UnknownBackgroundWork(ObjectNode body) implements BackgroundWork, WrittenAsTree {

    /** Keeps a private copy of the tree. */
    public UnknownBackgroundWork {
        body = Frozen.node(Objects.requireNonNull(body, "body"));
    }

    /** Jackson's entry point. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static UnknownBackgroundWork of(ObjectNode body) {
        return new UnknownBackgroundWork(body);
    }

    /** A copy of the entry. */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }

    @Override
    public String id() {
        return body.path("id").asString("");
    }

    @Override
    public String kind() {
        return body.path("kind").asString("");
    }

    @Override
    @SuppressWarnings("unchecked")
    public Map<String, Object> meta() {
        return body.has("_meta") ? Json.MAPPER.convertValue(body.get("_meta"), Map.class) : null;
    }
}
