/**
 * The terminal port and its service-provider interfaces. A host builds a
 * {@link ahp.terminals.api.TerminalStore} from the providers found on the module path: process
 * bindings, a screen and shell integration, each optional but one binding.
 */
module ahp.terminals.api {
    requires transitive ahp.protocol;

    exports ahp.terminals.api;
    exports ahp.terminals.api.spi;
    // Only LiveState is public there: the daemon folds what it sends with the store's own model.
    exports ahp.terminals.api.store to ahp.server;

    uses ahp.terminals.api.spi.ProcessBindingProvider;
    uses ahp.terminals.api.spi.ScreenProvider;
    uses ahp.terminals.api.spi.ShellIntegrationProvider;
}
