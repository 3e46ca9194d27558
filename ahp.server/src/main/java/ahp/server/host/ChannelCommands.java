package ahp.server.host;

import ahp.protocol.Action;
import ahp.protocol.Channels;
import ahp.protocol.Json;
import ahp.protocol.UnknownAction;
import ahp.protocol.command.ActionOrigin;
import ahp.protocol.command.DispatchActionParams;
import ahp.protocol.command.SubscribeParams;
import ahp.protocol.command.SubscribeResult;
import ahp.protocol.command.UnsubscribeParams;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import ahp.protocol.jsonrpc.RequestId;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.root.RootAction;
import ahp.protocol.terminal.TerminalAction;
import ahp.server.auth.Grant;
import ahp.server.sessions.Admission;
import ahp.terminals.api.Terminal;
import java.lang.System.Logger.Level;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code subscribe}, {@code unsubscribe} and {@code dispatchAction}. Reading a terminal needs
 * {@code terminal:output}, asked of the channel; every client action needs its own grant, and a
 * refused or invalid one is echoed to its sender alone with a {@code rejectionReason}.
 */
final class ChannelCommands {

    private static final System.Logger LOG = System.getLogger(ChannelCommands.class.getName());

    private final Host host;
    private final ClientSession session;

    ChannelCommands(Host host, ClientSession session) {
        this.host = host;
        this.session = session;
    }

    Reply subscribe(SubscribeParams params, RequestId id) {
        String channel = params.channel();
        Grant needed = readGrant(channel);
        if (needed == null) {
            return subscribeRetained(channel, id);
        }
        if (!Channels.ROOT.equals(channel)) {
            session.require(needed);
        }
        if (host.watches().has(channel) && !host.watches().mayRead(channel, host.reachOf(session.user()))) {
            throw new RpcException(ErrorCode.PERMISSION_DENIED, "Permission denied: the folder " + channel
                    + " watches is outside this person's reach for reading");
        }
        host.sequencer().locked(() -> {
            if (!Channels.ROOT.equals(channel) && !held(channel)) {
                if (id != null) {
                    session.send(JsonRpcCodec.error(id, notFound(channel).error()));
                }
                return null;
            }
            SubscribeResult result = new SubscribeResult(Snapshots.of(host, channel));
            host.sequencer().subscribe(channel, session);
            host.watches().subscribed(channel);
            if (id != null) {
                session.send(JsonRpcCodec.result(id, session.view().subscribeResult(result)));
            }
            return null;
        });
        return Reply.SENT;
    }

    /**
     * The grant reading {@code channel} needs: none for the root, {@code terminal:output} for a live
     * terminal, {@code session:read} for a session, {@code chat:read} for a chat or a changeset (its diffs),
     * {@code resource:read} for a resource watch; null when the host holds nothing there.
     */
    private Grant readGrant(String channel) {
        if (Channels.ROOT.equals(channel)) {
            return Grant.SESSION_READ;
        }
        if (host.watches().has(channel)) {
            return Grant.RESOURCE_READ;
        }
        if (terminal(channel) != null) {
            return Grant.TERMINAL_OUTPUT;
        }
        if (host.sessions().isChat(channel) || host.sessions().isChangeset(channel)) {
            return Grant.CHAT_READ;
        }
        return host.sessions().has(channel) ? Grant.SESSION_READ : null;
    }

    private boolean held(String channel) {
        return terminal(channel) != null || host.sessions().has(channel) || host.watches().has(channel);
    }

    /**
     * A chat's terminal that no live terminal answers: its snapshot rebuilt, exited, from what was
     * kept, and nothing after it (no subscription is made); {@code -32001} when nothing was kept.
     */
    private Reply subscribeRetained(String channel, RequestId id) {
        java.util.Optional<ahp.protocol.terminal.TerminalState> retained = host.sessions().retained(channel);
        if (retained.isEmpty()) {
            throw notFound(channel);
        }
        session.require(Grant.TERMINAL_OUTPUT);
        host.sequencer().locked(() -> {
            SubscribeResult result = new SubscribeResult(new ahp.protocol.command.Snapshot(channel, retained.get(),
                    host.sequencer().current()));
            if (id != null) {
                session.send(JsonRpcCodec.result(id, session.view().subscribeResult(result)));
            }
            return null;
        });
        return Reply.SENT;
    }

    Reply unsubscribe(UnsubscribeParams params) {
        host.sequencer().unsubscribe(params.channel(), session);
        return Reply.NULL;
    }

    Reply dispatch(DispatchActionParams params) {
        ActionOrigin origin = new ActionOrigin(session.clientId(), params.clientSeq());
        if (Channels.ROOT.equals(params.channel())) {
            dispatchRoot(params.action(), origin);
        } else if (host.sessions().has(params.channel())) {
            dispatchSession(params.channel(), params.action(), origin);
        } else {
            dispatchTerminal(params.channel(), params.action(), origin);
        }
        return Reply.NULL;
    }

    /**
     * A {@code dispatchAction} whose action the codec could not read: echoed, refused with the
     * codec's reason, when its channel, {@code clientSeq} and the action's {@code type} can be read;
     * dropped (and logged) when not, since there is nothing to echo.
     */
    void invalidAction(String frame, String reason) {
        try {
            JsonNode params = Json.MAPPER.readTree(frame).path("params");
            JsonNode channel = params.path("channel");
            JsonNode clientSeq = params.path("clientSeq");
            JsonNode action = params.path("action");
            if (channel.isString() && clientSeq.isIntegralNumber() && action instanceof ObjectNode object
                    && object.path("type").isString()) {
                String type = object.path("type").asString();
                reject(channel.asString(), UnknownAction.of(object),
                        new ActionOrigin(session.clientId(), clientSeq.asLong()),
                        ClientAction.HOST_ONLY.contains(type) ? type + " is sent by the host only"
                                : reason.replaceFirst("^Invalid params: ", "Invalid action: "));
                return;
            }
        } catch (JacksonException unreadable) {
            // the codec read it once; nothing more to learn here
        }
        LOG.log(Level.DEBUG, "Connection {0}: an unreadable dispatchAction was dropped: {1}",
                session.connection().id(), reason);
    }

    private void dispatchRoot(Action action, ActionOrigin origin) {
        switch (ClientAction.forRoot(action)) {
            case ClientAction.Refused refused -> reject(Channels.ROOT, action, origin, refused.reason());
            case ClientAction.Allowed allowed when !session.user().holds(allowed.grant()) ->
                    reject(Channels.ROOT, action, origin, session.denial(allowed.grant()));
            case ClientAction.Allowed allowed -> {
                RootAction.ConfigChanged change = (RootAction.ConfigChanged) action;
                host.sequencer().publish(Channels.ROOT, change, origin, session, () -> host.config().apply(change));
            }
        }
    }

    /** A client's action on a session or chat: taken or refused as the sessions say, under its grant. */
    private void dispatchSession(String channel, Action action, ActionOrigin origin) {
        switch (host.sessions().admit(channel, action, session.user(), session.clientId())) {
            case Admission.Refused refused -> reject(channel, action, origin, refused.reason());
            case Admission.Allowed allowed when !session.user().holds(allowed.grant()) ->
                    reject(channel, action, origin, session.denial(allowed.grant()));
            case Admission.Allowed allowed -> {
                host.sequencer().publish(channel, action, origin, session, allowed.apply());
                allowed.then().run();
            }
        }
    }

    private void dispatchTerminal(String channel, Action action, ActionOrigin origin) {
        TerminalChannel terminal = terminal(channel);
        if (terminal == null) {
            reject(channel, action, origin, "No such terminal: " + channel);
            return;
        }
        switch (ClientAction.forTerminal(action)) {
            case ClientAction.Refused refused -> reject(channel, action, origin, refused.reason());
            case ClientAction.Allowed allowed when !session.user().holds(allowed.grant()) ->
                    reject(channel, action, origin, session.denial(allowed.grant()));
            case ClientAction.Allowed allowed -> {
                TerminalAction typed = (TerminalAction) action;
                boolean needsProcess = typed instanceof TerminalAction.Input || typed instanceof TerminalAction.Resized;
                if (needsProcess && exited(terminal)) {
                    reject(channel, action, origin, "The terminal has exited");
                    return;
                }
                boolean applied = Dispatching.run(terminal, typed, origin, session, () -> apply(terminal.terminal(), typed));
                if (!applied) {
                    reject(channel, action, origin,
                            exited(terminal) ? "The terminal has exited" : "The terminal did not apply it");
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

    private void reject(String channel, Action action, ActionOrigin origin, String reason) {
        host.sequencer().reject(channel, action, origin, session, reason);
    }

    private TerminalChannel terminal(String channel) {
        return host.terminals() == null ? null : host.terminals().get(channel);
    }

    private static RpcException notFound(String channel) {
        return new RpcException(ErrorCode.SESSION_NOT_FOUND, "Resource not found: " + channel);
    }
}
