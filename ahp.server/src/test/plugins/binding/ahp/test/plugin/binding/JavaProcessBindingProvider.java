package ahp.test.plugin.binding;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;

/** Provides the {@code javaprocess} binding; its terminals see {@code AHP_PLUGIN_MARK=binding}. */
public final class JavaProcessBindingProvider implements ProcessBindingProvider {

    @Override
    public String name() {
        return "javaprocess";
    }

    @Override
    public boolean isPty() {
        return false;
    }

    @Override
    public ProcessBinding create() {
        return new JavaProcessBinding("binding");
    }
}
