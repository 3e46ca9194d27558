package org.example.servicesonly;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;

/** The {@code screenless} binding, never found: its module does not say {@code provides}. */
public final class ScreenlessBindingProvider implements ProcessBindingProvider {

    @Override
    public String name() {
        return "screenless";
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
