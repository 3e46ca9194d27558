package org.example.needshttp;

import ahp.terminals.api.spi.TerminalRegistry;
import ahp.terminals.api.spi.TerminalsPlugin;
import java.lang.System.Logger.Level;
import java.net.http.HttpClient;

/** Makes an HTTP client (java.net.http) and logs at INFO and at DEBUG; registers no store. */
public final class NeedsHttpPlugin implements TerminalsPlugin {

    private static final System.Logger LOG = System.getLogger(NeedsHttpPlugin.class.getName());

    @Override
    public String name() {
        return "needshttp";
    }

    @Override
    public void registerTerminals(TerminalRegistry registry) {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        LOG.log(Level.INFO, "needshttp: an HTTP client speaking {0}", client.version());
        LOG.log(Level.DEBUG, "needshttp: a line at DEBUG");
    }
}
