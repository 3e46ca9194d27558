/**
 * The headless screen of pseudoterminal terminals, on jline's {@code ScreenTerminal}, with its own
 * streaming scanner for the modes and queries jline does not track. Exports nothing: it is found as
 * a {@link ahp.terminals.api.spi.ScreenProvider} named {@code "jline"}.
 */
module ahp.screen {
    requires ahp.terminals.api;
    requires org.jline.terminal;

    provides ahp.terminals.api.spi.ScreenProvider with ahp.screen.JlineScreenProvider;
}
