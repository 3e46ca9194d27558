/** An example plugin: a {@code TerminalsPlugin} that logs what it finds and registers no store. */
module com.example.hello {
    requires ahp.terminals.api;

    provides ahp.terminals.api.spi.TerminalsPlugin with com.example.hello.HelloPlugin;
}
