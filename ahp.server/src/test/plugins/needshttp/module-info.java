/** A test plugin that requires a JDK module the daemon's own modules do not: java.net.http. */
module org.example.needshttp {
    requires ahp.terminals.api;
    requires java.net.http;

    provides ahp.terminals.api.spi.TerminalsPlugin with org.example.needshttp.NeedsHttpPlugin;
}
