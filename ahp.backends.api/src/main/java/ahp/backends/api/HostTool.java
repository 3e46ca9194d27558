package ahp.backends.api;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool the host offers a session's model (the agent shell tools, when the host offers them): its
 * MCP-style definition, and the call, which runs in the host. The backend reports the model's call on
 * the chat itself ({@code chat/toolCallStart}, {@code chat/toolCallReady}) before it calls, and
 * completes it with what the call answered.
 */
public interface HostTool {

    /** The tool's definition: {@code name}, {@code description}, {@code inputSchema}. */
    ObjectNode definition();

    /**
     * Runs the tool for the model's call {@code toolCallId} in {@code turn}, as the person whose turn it
     * is; blocks until it answers (run it off any thread that must not wait). A refusal or a failure is
     * an error result the model reads, never an exception.
     *
     * @return an MCP {@code CallToolResult}: {@code content} (text blocks) and {@code isError}
     */
    ObjectNode call(TurnContext turn, String toolCallId, JsonNode arguments);
}
