package ahp.mcp;

import ahp.client.HostConnection;
import ahp.client.RpcClient;
import java.io.IOException;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The daemon side of {@code ahpd mcp}: one AHP connection, signed in with the token it was given,
 * through which the tools are listed ({@code ahpd/listTools}) and called ({@code ahpd/callTool}) in
 * one chat: the chat a host-minted credential is bound to, the default chat of the session it was told
 * to join, or that of a session it opens at the first call, named after the MCP client.
 */
final class DaemonTools implements AutoCloseable {

    private static final String LOCAL_PROVIDER = "local";

    private final HostConnection host;
    private final McpOptions options;
    private final Object opening = new Object();
    private volatile String chat;

    private DaemonTools(HostConnection host, McpOptions options) {
        this.host = host;
        this.options = options;
        this.chat = options.chat();
    }

    /** Connects and signs in; fails with why when the daemon cannot be reached or refuses the token. */
    static DaemonTools connect(McpOptions options) throws IOException {
        return new DaemonTools(HostConnection.open(options.url(), options.token(), options.ca(), "ahpd-mcp", false), options);
    }

    /** The tools, in MCP's shape ({@code name}, {@code description}, {@code inputSchema}). */
    JsonNode tools() throws IOException {
        String channel = options.chat() != null ? options.chat() : HostConnection.ROOT;
        return host.rpc().call("ahpd/listTools", HostConnection.channel(channel)).path("tools");
    }

    /**
     * Calls {@code name} with {@code arguments} for the MCP client {@code client}; completes with MCP's
     * {@code CallToolResult} on the connection's reading thread, or fails with an {@link IOException}
     * saying why the daemon did not run it. The first call joins or opens the chat first, waiting on
     * this thread (which must not be that reading thread).
     */
    CompletableFuture<JsonNode> callAsync(String name, JsonNode arguments, String client) {
        ObjectNode params;
        try {
            params = HostConnection.channel(chat(client)).put("name", name);
        } catch (IOException refused) {
            return CompletableFuture.failedFuture(refused);
        }
        params.set("arguments", arguments);
        if (client != null) {
            params.putObject("_meta").put("client", client);
        }
        return host.rpc().callAsync("ahpd/callTool", params);
    }

    /** The chat calls go to; joined or opened at the first call. */
    private String chat(String client) throws IOException {
        String known = chat;
        if (known != null) {
            return known;
        }
        synchronized (opening) {
            if (chat == null) {
                chat = options.session() != null ? defaultChat(options.session()) : open(client);
            }
            return chat;
        }
    }

    /** Opens a session in the working directory, named after {@code client}; its default chat. */
    private String open(String client) throws IOException {
        String session = LOCAL_PROVIDER + ":/" + UUID.randomUUID();
        ObjectNode params = HostConnection.channel(session).put("provider", LOCAL_PROVIDER);
        params.putArray("workingDirectories").add(options.cwd().toUri().toString());
        host.rpc().call("createSession", params);
        String chatUri = defaultChat(session);
        ObjectNode titled = RpcClient.json().createObjectNode().put("type", "session/titleChanged")
                .put("title", client == null || client.isBlank() ? "MCP client" : client);
        host.dispatch(session, titled);
        return chatUri;
    }

    private String defaultChat(String session) throws IOException {
        JsonNode state = host.subscribe(session).path("state");
        String found = state.path("defaultChat").asString(null);
        if (found == null) {
            found = state.path("chats").path(0).path("resource").asString(null);
        }
        if (found == null) {
            throw new IOException("the session " + session + " has no chat");
        }
        host.unsubscribe(session);
        return found;
    }

    /** Completes when the connection to the daemon is gone. */
    CompletableFuture<String> closedFuture() {
        return host.rpc().closed().toCompletableFuture();
    }

    @Override
    public void close() {
        host.close();
    }
}
