package ahp.backends.api;

import tools.jackson.databind.node.ObjectNode;

/**
 * A tool the host offers a session's model: its MCP-style definition ({@code name},
 * {@code description}, {@code inputSchema}). How a backend's model calls it is the backend's
 * business; the host's tool servers (issue 15) are where the call runs.
 */
public interface HostTool {

    /** The tool's definition. */
    ObjectNode definition();
}
