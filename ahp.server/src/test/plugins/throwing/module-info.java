/** A test plugin whose process binding's constructor throws. */
module org.example.throwing {
    requires ahp.terminals.api;

    provides ahp.terminals.api.spi.ProcessBindingProvider with org.example.throwing.ThrowingBindingProvider;
}
