package ahp.terminals.pty;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;

/** Provides the {@code "pty"} binding. */
public final class PtyBindingProvider implements ProcessBindingProvider {

    @Override
    public String name() {
        return "pty";
    }

    @Override
    public boolean isPty() {
        return true;
    }

    @Override
    public ProcessBinding create() throws Exception {
        throw new UnsupportedOperationException("the pty binding is built in issue 3");
    }
}
