/** A test plugin: hands the host a store on the {@code javaprocess} binding. */
module ahp.test.plugin.store {
    requires ahp.terminals.api;
    requires ahp.test.plugin.binding;

    provides ahp.terminals.api.spi.TerminalsPlugin with ahp.test.plugin.store.StorePlugin;
}
