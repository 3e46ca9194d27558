package ahp.terminals.api.spi;

/**
 * A plugin that can give a host its terminal store. A plugin module {@code provides} it; the host
 * finds it in the plugin's own module layer and calls {@link #registerTerminals} once, at start or
 * when the plugin's jar is added to the host's plugins folder.
 *
 * <p>A host holds one store. The first one registered is the host's; a later registration is refused
 * ({@link TerminalRegistry#register} returns false and the host logs which plugin was refused and
 * which store it keeps), and the refused plugin closes the store it made.
 */
public interface TerminalsPlugin extends NamedProvider {

    /**
     * Hands the host a terminal store through {@code registry}, or nothing when this plugin has none
     * to give here. An exception thrown here is logged with the plugin's jar and the host goes on
     * without it.
     */
    void registerTerminals(TerminalRegistry registry);
}
