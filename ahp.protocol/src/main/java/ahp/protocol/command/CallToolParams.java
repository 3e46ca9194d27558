package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * {@code ahpd/callTool}, this host's extension request that runs one of the agent shell tools in a
 * chat for an MCP client: as a turn of its own, started for the person who sent it, or (for a
 * credential the host minted for one chat) as a tool call of the turn running there. Result MCP's
 * {@code CallToolResult}: {@code content} (text blocks) and {@code isError}.
 *
 * @param channel the chat's URI
 * @param name the tool's name
 * @param arguments the tool's arguments, or null for none
 * @param meta extensions ({@code _meta}), or null; {@code client} names the MCP client
 */
public record CallToolParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty(required = true) String name,
        JsonNode arguments,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map and the arguments. */
    public CallToolParams {
        meta = Frozen.mapOrNull(meta);
        arguments = arguments == null ? null : arguments.deepCopy();
    }
}
