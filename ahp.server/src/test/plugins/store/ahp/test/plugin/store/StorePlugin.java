package ahp.test.plugin.store;

import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.TerminalRegistry;
import ahp.terminals.api.spi.TerminalsPlugin;
import ahp.test.plugin.binding.JavaProcessBinding;

/** Registers a store whose terminals see {@code AHP_PLUGIN_MARK=@MARK@}. */
public final class StorePlugin implements TerminalsPlugin {

    @Override
    public String name() {
        return "store-@MARK@";
    }

    @Override
    public void registerTerminals(TerminalRegistry registry) {
        TerminalStore store = registry.storeOn(new JavaProcessBinding("@MARK@")).build();
        if (!registry.register(store)) {
            store.close();
        }
    }
}
