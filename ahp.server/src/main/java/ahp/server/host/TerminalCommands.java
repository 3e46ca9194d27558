package ahp.server.host;

import ahp.protocol.command.CreateTerminalParams;
import ahp.protocol.command.DisposeTerminalParams;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.server.auth.Grant;

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

    /** Refuses {@code method} when there is no store, or the person's role lacks {@code grant}. */
    void gate(String method, Grant grant) {
        if (host.terminals() == null) {
            throw new RpcException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
        }
        session.require(grant);
    }

    Reply create(CreateTerminalParams params) {
        CreateTerminal request = CreateTerminal.resolve(params, host.settings().home());
        String shell = request.shell() != null
                ? request.shell()
                : HostConfig.runnable(host.sequencer().locked(() -> host.config().defaultShell()));
        return new Reply.Later(host.terminals().create(request, shell).thenApply(listed -> null));
    }

    Reply dispose(DisposeTerminalParams params) {
        host.terminals().dispose(params.channel());
        return Reply.NULL;
    }
}
