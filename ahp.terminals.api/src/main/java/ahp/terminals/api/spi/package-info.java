/**
 * The service-provider interfaces of the terminal store, each looked up with
 * {@link java.util.ServiceLoader} through {@link ahp.terminals.api.Providers}: process bindings
 * ({@link ahp.terminals.api.spi.ProcessBindingProvider}), the headless screen
 * ({@link ahp.terminals.api.spi.ScreenProvider}) and shell integration
 * ({@link ahp.terminals.api.spi.ShellIntegrationProvider}); and the plugin that hands a host a whole
 * store ({@link ahp.terminals.api.spi.TerminalsPlugin}, through a
 * {@link ahp.terminals.api.spi.TerminalRegistry}).
 *
 * <p>A provider's constructor does nothing that can fail: native code is touched in
 * {@code create}, which the lookup calls inside a guard so that a broken provider is skipped with
 * its reason logged rather than taking the host down.
 */
package ahp.terminals.api.spi;
