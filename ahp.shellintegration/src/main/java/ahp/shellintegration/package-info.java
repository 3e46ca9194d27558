/**
 * Shell integration: the provider of the {@link ahp.terminals.api.spi.ShellIntegration} port, built
 * from the injection ({@code ahp.shellintegration.inject}) and the mark reader
 * ({@code ahp.shellintegration.marks}).
 */
package ahp.shellintegration;
