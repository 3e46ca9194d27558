/**
 * Runs terminals' processes on pipes. Each child is started as its own process-group leader
 * through the JDK's foreign-function API, so ^C can become SIGINT to its group and its real wait
 * status (a signal, not only a code) can be read. Needs {@code --enable-native-access=ahp.terminals.pipes}.
 * On Windows none of that is reached: processes are the JDK's own ({@code ahp.terminals.pipes.windows}).
 * Exports nothing: it is found as a {@link ahp.terminals.api.spi.ProcessBindingProvider} named
 * {@code "pipes"}.
 */
module ahp.terminals.pipes {
    requires ahp.terminals.api;

    provides ahp.terminals.api.spi.ProcessBindingProvider with ahp.terminals.pipes.PipesBindingProvider;
}
