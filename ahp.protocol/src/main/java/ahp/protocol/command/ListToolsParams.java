package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code ahpd/listTools}, this host's extension request for the agent shell tools an MCP client is
 * offered: on a chat, the tools of that chat's session; on {@code ahp-root://}, the tools this host
 * offers any MCP client of a person. Result {@code {"tools": [{name, description, inputSchema}]}},
 * in MCP's shape.
 *
 * @param channel a chat's URI, or {@code ahp-root://}
 * @param meta extensions ({@code _meta}), or null
 */
public record ListToolsParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public ListToolsParams {
        meta = Frozen.mapOrNull(meta);
    }
}
