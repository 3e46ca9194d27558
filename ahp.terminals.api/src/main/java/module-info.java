/**
 * The terminal port and its service-provider interfaces. A host builds a
 * {@link ahp.terminals.api.TerminalStore} from the providers found on the module path: process
 * bindings, a screen and shell integration, each optional but one binding; or a
 * {@link ahp.terminals.api.spi.TerminalsPlugin} hands it a whole store.
 */
module ahp.terminals.api {
    requires transitive ahp.protocol;

    exports ahp.terminals.api;
    exports ahp.terminals.api.command;
    exports ahp.terminals.api.spi;
    exports ahp.terminals.api.platform;
    // Only LiveState and Sequencing are public there: a host numbers every terminal's actions and
    // reads each terminal's own state under its sequence lock (docs/build-a-host.md).
    exports ahp.terminals.api.store;

    uses ahp.terminals.api.spi.ProcessBindingProvider;
    uses ahp.terminals.api.spi.ScreenProvider;
    uses ahp.terminals.api.spi.ShellIntegrationProvider;
    uses ahp.terminals.api.spi.TerminalsPlugin;
}
