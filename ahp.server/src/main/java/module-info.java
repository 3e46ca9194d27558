/**
 * The AHP daemon: JSON-RPC over WebSocket, sign-in and grants, the root list, sessions, resources, and
 * terminals through the protocol. It is the daemon and nothing else: the person's command
 * ({@code ahp.cli}), the MCP relay ({@code ahp.mcp}) and the client library under both
 * ({@code ahp.client}) are modules of their own that it does not read (it starts the relay by name, as a
 * process, for the agents it runs); the WebSocket framing it shares with them is {@code ahp.websocket}.
 * Its entry point is {@link ahp.server.Main} ({@code ahpd serve}). It picks its
 * terminal store's binding, screen and shell integration from the providers on the module path, so
 * a third-party jar that provides one is used without a rebuild, and loads plugins from its plugins
 * folder, each in a module layer of its own ({@code ahp.server.plugins}). A custom host serves a
 * store of its own through {@link ahp.server.embed.AhpServer}.
 *
 * <p>Run it with {@code --enable-native-access=ahp.terminals.pipes,ahp.terminals.pty,com.sun.jna} and
 * {@code -Dpty4j.preferred.native.folder=<dir>}; {@code ./ahpd} does.
 */
module ahp.server {
    requires transitive ahp.terminals.api;
    requires ahp.backends.api;
    requires ahp.agenttools;
    requires ahp.websocket;
    requires ahp.machines.api;
    requires java.logging;

    // The daemon's entry point (ahpd serve), for the launcher.
    exports ahp.server;
    // What a custom host needs to serve a store (docs/build-a-host.md).
    exports ahp.server.embed;

    // The session store's records are written and read by Jackson.
    opens ahp.server.sessions to tools.jackson.databind;

    uses ahp.backends.api.BackendProvider;
    uses ahp.machines.api.MachineProvider;
    uses ahp.terminals.api.spi.ProcessBindingProvider;
    uses ahp.terminals.api.spi.ScreenProvider;
    uses ahp.terminals.api.spi.ShellIntegrationProvider;
    uses ahp.terminals.api.spi.TerminalsPlugin;
}
