package ahp.agenttools;

import ahp.protocol.Json;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool as a model is offered it, in MCP's shape: {@code name}, {@code description} and the JSON
 * Schema of its arguments ({@code inputSchema}).
 */
public record ToolDefinition(String name, String description, ObjectNode inputSchema) {

    /** Checks every field and keeps a copy of the schema. */
    public ToolDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        inputSchema = Objects.requireNonNull(inputSchema, "inputSchema").deepCopy();
    }

    /** The schema, a copy. */
    @Override
    public ObjectNode inputSchema() {
        return inputSchema.deepCopy();
    }

    /** The definition as an MCP {@code Tool}: {@code {"name", "description", "inputSchema"}}. */
    public ObjectNode toJson() {
        ObjectNode tool = Json.MAPPER.createObjectNode();
        tool.put("name", name);
        tool.put("description", description);
        tool.set("inputSchema", inputSchema.deepCopy());
        return tool;
    }
}
