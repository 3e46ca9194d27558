package ahp.agenttools;

import ahp.protocol.Json;
import tools.jackson.databind.node.ObjectNode;

/**
 * The tools' argument schemas: VS Code's, property by property and description by description, and
 * {@code mode} on the primary tool, this host's own field.
 */
final class InputSchemas {

    /** The modes of the primary tool's {@code mode}. */
    static final String SYNC = "sync";

    /** @see #SYNC */
    static final String ASYNC = "async";

    /** This host's description of {@code mode} (not VS Code's: its tool has no such field). */
    static final String MODE_DESCRIPTION = "How to run the command: \"sync\" (default) waits for it to finish or"
            + " time out; \"async\" starts it in the background and answers at once with its shell ID, and you"
            + " are notified on a later turn when it ends.";

    private InputSchemas() {}

    /** The primary tool's: {@code command}, {@code timeout} and {@code mode}. */
    static ObjectNode primary() {
        ObjectNode schema = command();
        ObjectNode mode = ((ObjectNode) schema.get("properties")).putObject("mode");
        mode.put("type", "string");
        mode.putArray("enum").add(SYNC).add(ASYNC);
        mode.put("description", MODE_DESCRIPTION);
        return schema;
    }

    /** VS Code's primary tool's, which the other family's primary takes too: {@code command} and {@code timeout}. */
    static ObjectNode command() {
        ObjectNode schema = object();
        ObjectNode properties = (ObjectNode) schema.get("properties");
        property(properties, "command", "string", "The command to execute");
        property(properties, "timeout", "number", "Timeout in milliseconds (default 120000)");
        schema.putArray("required").add("command");
        return schema;
    }

    /** {@code read_<type>}'s: an optional {@code shell_id}. */
    static ObjectNode read() {
        ObjectNode schema = object();
        property((ObjectNode) schema.get("properties"), "shell_id", "string",
                "Shell ID to read from (optional; uses latest shell if omitted)");
        return schema;
    }

    /** {@code write_<type>}'s: the text to write, {@code command}. */
    static ObjectNode write() {
        ObjectNode schema = object();
        property((ObjectNode) schema.get("properties"), "command", "string", "Text to write to the shell stdin");
        schema.putArray("required").add("command");
        return schema;
    }

    /** {@code <type>_shutdown}'s: an optional {@code shell_id}. */
    static ObjectNode shutdown() {
        ObjectNode schema = object();
        property((ObjectNode) schema.get("properties"), "shell_id", "string",
                "Shell ID to stop (optional; stops latest shell if omitted)");
        return schema;
    }

    /** A tool with no arguments ({@code list_<type>}, {@code ahp_terminals}). */
    static ObjectNode none() {
        return object();
    }

    private static ObjectNode object() {
        ObjectNode schema = Json.MAPPER.createObjectNode();
        schema.put("type", "object");
        schema.putObject("properties");
        return schema;
    }

    private static void property(ObjectNode properties, String name, String type, String description) {
        ObjectNode property = properties.putObject(name);
        property.put("type", type);
        property.put("description", description);
    }
}
