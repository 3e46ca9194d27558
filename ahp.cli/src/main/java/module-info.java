/**
 * {@code ahp}, a person's command: list the daemon's terminals, open one and attach to it with the
 * local terminal raw (jline), talk to a session's chat, list sessions and agents. It runs on the
 * client library ({@code ahp.client}) and nothing of the daemon; {@link ahp.cli.ClientMain} is its
 * entry point ({@code ./ahp} reaches it through {@code ahp.launcher}).
 */
module ahp.cli {
    requires ahp.client;
    requires org.jline.terminal;
    // jline handles a terminal's signals (SIGWINCH, SIGINT) through sun.misc.Signal, which it finds
    // reflectively; this puts the module that has it in the graph.
    requires jdk.unsupported;

    exports ahp.cli;
}
