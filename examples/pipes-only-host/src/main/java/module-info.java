/**
 * An example custom host: terminals on pipes, served over AHP with {@link ahp.server.embed.AhpServer}.
 * It requires the daemon's host core and the terminal API, and finds the {@code pipes} binding by
 * name; no pseudoterminal, screen, shell integration or agent backend is on its module path.
 */
module ahp.examples.pipesonly {
    requires ahp.server;

    uses ahp.terminals.api.spi.ProcessBindingProvider;
}
