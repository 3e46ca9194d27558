package com.example.hello;

import ahp.terminals.api.spi.TerminalRegistry;
import ahp.terminals.api.spi.TerminalsPlugin;
import java.lang.System.Logger.Level;

/**
 * Says at INFO whether the host already holds a terminal store when it is called; a plugin that
 * brings terminals would build one with {@code registry.storeOn(binding)} and register it here.
 */
public final class HelloPlugin implements TerminalsPlugin {

    private static final System.Logger LOG = System.getLogger(HelloPlugin.class.getName());

    @Override
    public String name() {
        return "hello";
    }

    @Override
    public void registerTerminals(TerminalRegistry registry) {
        LOG.log(Level.INFO, "hello: the host {0} a terminal store", registry.hasStore() ? "has" : "has no");
    }
}
