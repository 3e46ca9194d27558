/**
 * The launcher: the one entry point ({@link ahp.launcher.Main}) that {@code ./ahpd}, {@code ./ahp} and
 * the runtime image's launchers run, which hands {@code serve} to the daemon ({@code ahp.server}),
 * {@code mcp} to the MCP relay ({@code ahp.mcp}) and every other command to the person's command
 * ({@code ahp.cli}). It is the only module that reads all three; its module path, copied by the build
 * into {@code ahp.launcher/target/modules}, is every program's.
 */
module ahp.launcher {
    requires ahp.server;
    requires ahp.cli;
    requires ahp.mcp;
}
