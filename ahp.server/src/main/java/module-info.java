/**
 * The AHP daemon: JSON-RPC over WebSocket, sign-in and grants, the root list, and terminals
 * through the protocol; and {@code ahp}, a person's client that attaches to a terminal. It picks its
 * terminal store's binding, screen and shell integration from the providers on the module path, so
 * a third-party jar that provides one is used without a rebuild, and loads plugins from its plugins
 * folder, each in a module layer of its own ({@code ahp.server.plugins}). A custom host serves a
 * store of its own through {@link ahp.server.embed.AhpServer}, the one package exported.
 *
 * <p>Run it with {@code --enable-native-access=ahp.terminals.pipes,ahp.terminals.pty,com.sun.jna} and
 * {@code -Dpty4j.preferred.native.folder=<dir>}; {@code ./ahpd} does.
 */
module ahp.server {
    requires transitive ahp.terminals.api;
    requires ahp.backends.api;
    requires ahp.agenttools;
    requires java.logging;
    requires org.jline.terminal;
    // jline handles a terminal's signals (SIGWINCH, SIGINT) through sun.misc.Signal, which it finds
    // reflectively; this puts the module that has it in the graph.
    requires jdk.unsupported;
    // ahpd mcp: the official MCP Java SDK (automatic modules), with the modules it names but, being
    // automatic, does not pull into the graph itself.
    requires io.modelcontextprotocol.sdk.mcp.core;
    requires io.modelcontextprotocol.sdk.mcp.json.jackson3;
    requires reactor.core;
    requires org.slf4j;
    requires com.networknt.schema;

    // What a custom host needs to serve a store (docs/build-a-host.md).
    exports ahp.server.embed;

    // The session store's records are written and read by Jackson.
    opens ahp.server.sessions to tools.jackson.databind;

    uses ahp.backends.api.BackendProvider;
    uses ahp.terminals.api.spi.ProcessBindingProvider;
    uses ahp.terminals.api.spi.ScreenProvider;
    uses ahp.terminals.api.spi.ShellIntegrationProvider;
    uses ahp.terminals.api.spi.TerminalsPlugin;
}
