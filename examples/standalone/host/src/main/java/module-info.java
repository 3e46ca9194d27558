/** An example host built on its own: terminals on the {@code pipes} binding, served with AhpServer. */
module com.example.host {
    requires ahp.server;

    uses ahp.terminals.api.spi.ProcessBindingProvider;
}
