package ahp.terminals.pipes;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;

/** Provides the {@code "pipes"} binding. */
public final class PipesBindingProvider implements ProcessBindingProvider {

    @Override
    public String name() {
        return "pipes";
    }

    @Override
    public boolean isPty() {
        return false;
    }

    @Override
    public ProcessBinding create() throws Exception {
        throw new UnsupportedOperationException("the pipes binding is built in issue 3");
    }
}
