/** A test plugin: a process binding named {@code javaprocess}. */
module ahp.test.plugin.binding {
    requires ahp.terminals.api;

    exports ahp.test.plugin.binding;

    provides ahp.terminals.api.spi.ProcessBindingProvider with ahp.test.plugin.binding.JavaProcessBindingProvider;
}
