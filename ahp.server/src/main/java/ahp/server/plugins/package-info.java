/**
 * Plugins and providers chosen by name. The plugins folder ({@code --plugins DIR}, by default
 * {@code plugins/} under the state folder) holds jars, and folders of jars; each is resolved into a
 * module layer of its own over the host's, so a plugin brings its own dependencies. The
 * {@link ahp.server.plugins.ProviderCatalog} finds every SPI's providers in the host's layer and in
 * each plugin's, and picks them by name; {@link ahp.server.plugins.TerminalsRegistration} is how a
 * plugin's {@code registerTerminals} hands the host its store. See {@code docs/plugins.md}.
 */
package ahp.server.plugins;
