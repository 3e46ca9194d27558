package ahp.backends.api;

import ahp.protocol.Json;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.databind.node.ObjectNode;

/** What the host hands a session's backend. */
public interface SessionStart {

    /** The session's URI. */
    String session();

    /** The session's working directories, the first one the primary. */
    List<Path> workingDirectories();

    /** Whether the session is being brought back after a restart (load its transcript, if it can). */
    boolean restored();

    /**
     * The session's config values: what {@code createSession} chose (its {@code config}, checked against
     * {@link AgentBackend#knownSessionConfig()}), each property the client left out at its
     * {@code default}. Later changes come through {@link SessionBackend#configChanged}. Empty when the
     * agent has no config.
     */
    default ObjectNode config() {
        return Json.MAPPER.createObjectNode();
    }

    /**
     * {@code terminals.open}: terminals the host owns, lists and routes, for this session's turns.
     * Absent when the host has no terminal store.
     */
    java.util.Optional<BackendTerminals> terminals();

    /**
     * The host's tools for this session (the agent shell tools when the host offers them); the
     * backend offers them to its model. Bound when the session starts, or, for a session that starts
     * before the host has its terminal store (one brought back as the daemon starts), at the first call
     * once it has one; none before.
     */
    List<HostTool> tools();

    /**
     * The host's tools for {@code chat} as a stdio MCP server, bound to that chat with a credential
     * good for it alone; empty when this session is offered no tools, or the host cannot start one.
     * Each call mints a new credential, and the one before it stops signing in.
     */
    default java.util.Optional<ToolServer> toolServer(String chat) {
        return java.util.Optional.empty();
    }

    /**
     * Keeps an output no terminal printed (a file a harness saved for a result too large to send) under
     * {@code key} of {@code chat}, kept and answered like any retained terminal; returns the terminal
     * URI that answers it.
     */
    String keepOutput(String chat, String key, String title, String output, Integer exitCode);
}
