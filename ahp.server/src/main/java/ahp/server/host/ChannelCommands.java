package ahp.server.host;

import ahp.protocol.terminal.TerminalAction;
import ahp.server.auth.Grant;
import ahp.server.wire.ErrorCodes;
import ahp.server.wire.Origin;
import ahp.server.wire.Params;
import ahp.server.wire.RootAction;
import ahp.server.wire.RpcError;
import ahp.server.wire.Wire;
import ahp.terminals.api.Terminal;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code subscribe}, {@code unsubscribe} and {@code dispatchAction}. Reading a terminal needs
 * {@code terminal:output}, asked of the channel; every client action needs its own grant, and a
 * refused or invalid one is echoed to its sender alone with a {@code rejectionReason}.
 */
final class ChannelCommands {

    private final Host host;
    private final ClientSession session;

    ChannelCommands(Host host, ClientSession session) {
        this.host = host;
        this.session = session;
    }

    Reply subscribe(Params params, JsonNode id) {
        String channel = params.string("channel");
        params.optionalObject("delivery");
        params.optionalObject("view");
        if (!HostChannels.ROOT.equals(channel)) {
            if (terminal(channel) == null) {
                throw new RpcError(ErrorCodes.RESOURCE_NOT_FOUND, "Resource not found: " + channel);
            }
            session.require(Grant.TERMINAL_OUTPUT);
        }
        host.sequencer().locked(() -> {
            if (!HostChannels.ROOT.equals(channel) && terminal(channel) == null) {
                session.send(Wire.error(id, ErrorCodes.RESOURCE_NOT_FOUND, "Resource not found: " + channel, null));
                return null;
            }
            ObjectNode result = Wire.MAPPER.createObjectNode();
            result.set("snapshot", Snapshots.of(host, channel, session.view()));
            host.sequencer().subscribe(channel, session);
            if (id != null) {
                session.send(Wire.result(id, result));
            }
            return null;
        });
        return Reply.SENT;
    }

    Reply unsubscribe(Params params) {
        host.sequencer().unsubscribe(params.string("channel"), session);
        return Reply.NULL;
    }

    Reply dispatch(Params params) {
        String channel = params.string("channel");
        long clientSeq = params.integer("clientSeq", 0);
        JsonNode raw = params.node().get("action");
        if (raw == null || raw.isNull()) {
            throw RpcError.invalidParams("action", "required, an object");
        }
        Origin origin = new Origin(session.clientId(), clientSeq);
        if (HostChannels.ROOT.equals(channel)) {
            dispatchRoot(raw, origin);
        } else {
            dispatchTerminal(channel, raw, origin);
        }
        return Reply.NULL;
    }

    private void dispatchRoot(JsonNode raw, Origin origin) {
        switch (ClientAction.forRoot(raw)) {
            case ClientAction.Refused refused -> reject(HostChannels.ROOT, raw, origin, refused.reason());
            case ClientAction.Valid valid when !session.user().holds(valid.grant()) ->
                    reject(HostChannels.ROOT, raw, origin, session.denied(valid.grant()).getMessage());
            case ClientAction.Valid valid -> {
                RootAction.ConfigChanged change = (RootAction.ConfigChanged) valid.action();
                host.sequencer().publish(HostChannels.ROOT, change, origin, session,
                        () -> host.rootConfig().apply(change));
            }
        }
    }

    private void dispatchTerminal(String channel, JsonNode raw, Origin origin) {
        TerminalChannel terminal = terminal(channel);
        if (terminal == null) {
            reject(channel, raw, origin, "No such terminal: " + channel);
            return;
        }
        switch (ClientAction.forTerminal(raw)) {
            case ClientAction.Refused refused -> reject(channel, raw, origin, refused.reason());
            case ClientAction.Valid valid when !session.user().holds(valid.grant()) ->
                    reject(channel, raw, origin, session.denied(valid.grant()).getMessage());
            case ClientAction.Valid valid -> {
                TerminalAction action = (TerminalAction) valid.action();
                boolean afterExit = action instanceof TerminalAction.Input || action instanceof TerminalAction.Resized;
                if (afterExit && exited(terminal)) {
                    reject(channel, raw, origin, "The terminal has exited");
                    return;
                }
                boolean applied = Dispatching.run(terminal, action, origin, session,
                        () -> apply(terminal.terminal(), action));
                if (!applied) {
                    reject(channel, raw, origin, exited(terminal) ? "The terminal has exited"
                            : "The terminal did not apply it");
                }
            }
        }
    }

    private static void apply(Terminal terminal, TerminalAction action) {
        switch (action) {
            case TerminalAction.Input input -> terminal.input(input.data());
            case TerminalAction.Resized resized -> terminal.resize(resized.cols(), resized.rows());
            case TerminalAction.Claimed claimed -> terminal.claim(claimed.claim());
            case TerminalAction.TitleChanged titled -> terminal.rename(titled.title());
            case TerminalAction.Cleared ignored -> terminal.clear();
            default -> throw new IllegalArgumentException(action.type() + " is not a client's");
        }
    }

    private boolean exited(TerminalChannel terminal) {
        return host.sequencer().locked(() -> terminal.model().exited());
    }

    private void reject(String channel, JsonNode raw, Origin origin, String reason) {
        host.sequencer().reject(channel, raw, origin, session, reason);
    }

    private TerminalChannel terminal(String channel) {
        return host.terminals() == null ? null : host.terminals().get(channel);
    }
}
