package ahp.server.host;

import ahp.server.auth.Grant;
import ahp.server.wire.Params;
import ahp.server.wire.RpcError;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * {@code createTerminal} and {@code disposeTerminal}, for a host with a terminal store; a host
 * without one answers {@code Method not found} for both.
 */
final class TerminalCommands {

    private final Host host;
    private final ClientSession session;

    TerminalCommands(Host host, ClientSession session) {
        this.host = host;
        this.session = session;
    }

    Reply create(Params params) {
        Terminals terminals = store("createTerminal");
        session.require(Grant.TERMINAL_CREATE);
        CreateTerminal request = CreateTerminal.parse(params, host.settings().home());
        String configured = host.sequencer().locked(() -> host.rootConfig().runnableDefaultShellPath());
        String shell = RootConfig.runnable(configured);
        CompletableFuture<JsonNode> listed = terminals.create(request, shell).thenApply(ignored -> null);
        return new Reply.Later(listed);
    }

    Reply dispose(Params params) {
        Terminals terminals = store("disposeTerminal");
        session.require(Grant.TERMINAL_DISPOSE);
        terminals.dispose(params.string("channel"));
        return Reply.NULL;
    }

    private Terminals store(String method) {
        Terminals terminals = host.terminals();
        if (terminals == null) {
            throw RpcError.methodNotFound(method);
        }
        return terminals;
    }
}
