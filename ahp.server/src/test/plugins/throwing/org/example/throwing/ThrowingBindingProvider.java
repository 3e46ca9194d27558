package org.example.throwing;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;

/** Would be the {@code tmux} binding, but its constructor throws. */
public final class ThrowingBindingProvider implements ProcessBindingProvider {

    /** Throws: no tmux server to talk to. */
    public ThrowingBindingProvider() {
        throw new IllegalStateException("no tmux server on this machine");
    }

    @Override
    public String name() {
        return "tmux";
    }

    @Override
    public boolean isPty() {
        return false;
    }

    @Override
    public ProcessBinding create() {
        throw new UnsupportedOperationException();
    }
}
