package ahp.protocol.internal;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JacksonSerializable;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.jsontype.TypeSerializer;
import tools.jackson.databind.node.ObjectNode;

/**
 * A value kept as the JSON object it was read from and written back exactly as it is, type id
 * included: what this host does not model (an unknown action, block, params or state) and the chat
 * state it only passes through.
 */
public interface WrittenAsTree extends JacksonSerializable {

    /** The object, as a copy the caller may change. */
    ObjectNode body();

    @Override
    default void serialize(JsonGenerator gen, SerializationContext ctxt) {
        gen.writeTree(body());
    }

    /** The object already carries its own type id, so none is added. */
    @Override
    default void serializeWithType(JsonGenerator gen, SerializationContext ctxt, TypeSerializer typeSer) {
        gen.writeTree(body());
    }
}
