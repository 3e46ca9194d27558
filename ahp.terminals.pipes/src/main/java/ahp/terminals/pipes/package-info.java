/**
 * The pipes process binding, found as the {@link ahp.terminals.api.spi.ProcessBindingProvider} named
 * {@code "pipes"}: spawn, read, signal and wait through the JDK's foreign-function API.
 */
package ahp.terminals.pipes;
