package ahp.server.host;

import ahp.protocol.Channels;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.Implementation;
import ahp.protocol.command.InitializeParams;
import ahp.protocol.command.InitializeResult;
import ahp.protocol.command.ReconnectParams;
import ahp.protocol.command.ReconnectResult;
import ahp.protocol.command.Snapshot;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import ahp.protocol.jsonrpc.RequestId;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.version.Negotiated;
import ahp.protocol.version.Negotiation;
import ahp.protocol.version.VersionView;
import ahp.server.auth.Grant;
import ahp.server.transport.Connection;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code initialize} and {@code reconnect}. Each answers under the sequence lock, so the
 * snapshots, the {@code serverSeq} and the subscriptions agree and no envelope overtakes the answer.
 * A channel the person may not read (a terminal, for a guest) is left out of the snapshots and, on
 * {@code reconnect}, listed as missing.
 */
final class Handshake {

    /**
     * The {@code _meta} flag with which a VS Code window says it reads sessions named {@code ahp-session:}
     * ({@code src/vs/platform/agentHost/common/meta/vscode/agentHostSessionUrisMeta.ts}).
     */
    static final String SESSION_URIS_META = "vscode.ahpSessionUris";

    private final Host host;
    private final ClientSession session;

    Handshake(Host host, ClientSession session) {
        this.host = host;
        this.session = session;
    }

    Reply initialize(InitializeParams params, RequestId id) {
        if (params.channel() != null) {
            rootChannel(params.channel());
        }
        String clientId = clientId(params.clientId());
        Negotiated negotiated = Negotiation.negotiate(params.protocolVersions());
        if (negotiated instanceof Negotiated.Refused refused) {
            if (refused.error().code() != ErrorCode.UNSUPPORTED_PROTOCOL_VERSION.code()) {
                throw new RpcException(refused.error());
            }
            session.send(JsonRpcCodec.error(id, refused.error()));
            session.connection().close(Connection.NORMAL_CLOSURE, "Unsupported protocol version");
            return Reply.SENT;
        }
        Negotiated.Agreed agreed = (Negotiated.Agreed) negotiated;
        VersionView view = agreed.view();
        host.clients().remember(clientId, new ClientRecords.ClientRecord(session.user().name(), agreed.speaks()));
        List<String> initial = Optional.ofNullable(params.initialSubscriptions()).orElse(List.of());
        host.sequencer().locked(() -> {
            List<Snapshot> snapshots = new ArrayList<>();
            for (String channel : new LinkedHashSet<>(initial)) {
                subscribeQuietly(channel).ifPresent(snapshots::add);
            }
            InitializeResult result = new InitializeResult(agreed.protocolVersion(), host.sequencer().current(),
                    new Implementation("ahpd", host.settings().serverVersion(), null), meta(params), snapshots,
                    host.settings().home().toUri().toString(), host.terminals() == null ? null : List.of("!"),
                    host.terminals() == null ? null : "!", null,
                    Map.of());

            session.ready(clientId, view);
            session.send(JsonRpcCodec.result(id, view.initializeResult(result)));
            return null;
        });
        return Reply.SENT;
    }

    Reply reconnect(ReconnectParams params, RequestId id) {
        // VS Code's Agents window sends no channel: the root is meant, as the schema's one value says.
        if (params.channel() != null) {
            rootChannel(params.channel());
        }
        String clientId = clientId(params.clientId());
        ClientRecords.ClientRecord record = host.clients().find(clientId);
        if (record == null || !record.userName().equals(session.user().name())) {
            throw new RpcException(ErrorCode.NOT_FOUND, "Unknown client: " + clientId);
        }
        VersionView view = VersionView.of(record.speaks());
        host.sequencer().locked(() -> {
            Set<String> resumable = new LinkedHashSet<>();
            List<String> missing = new ArrayList<>();
            for (String channel : new LinkedHashSet<>(params.subscriptions())) {
                if (readable(channel)) {
                    resumable.add(channel);
                } else {
                    missing.add(channel);
                }
            }
            Optional<List<ActionEnvelope>> missed = host.sequencer().missedSince(params.lastSeenServerSeq(), resumable);
            ReconnectResult result;
            if (missed.isPresent()) {
                resumable.forEach(channel -> host.sequencer().subscribe(channel, session));
                result = new ReconnectResult.Replay(missed.get(), missing);
            } else {
                List<Snapshot> snapshots = new ArrayList<>();
                resumable.forEach(channel -> subscribeQuietly(channel).ifPresent(snapshots::add));
                result = new ReconnectResult.Snapshots(snapshots);
            }
            session.ready(clientId, view);
            session.send(JsonRpcCodec.result(id, view.reconnectResult(result)));
            host.sessions().clientBack(clientId, params.subscriptions());
            return null;
        });
        host.watches().clientBack(clientId, host.sequencer()::hasSubscribers);
        return Reply.SENT;
    }

    /**
     * The result's {@code _meta}: {@code vscode.ahpSessionUris} said back to a client that declared it
     * (this host names a session as its creator did, {@code ahp-session:} or not, for every client alike),
     * and to nobody else; null otherwise.
     */
    private static Map<String, Object> meta(InitializeParams params) {
        return params.meta() != null && Boolean.TRUE.equals(params.meta().get(SESSION_URIS_META))
                ? Map.of(SESSION_URIS_META, true) : null;
    }

    /** Subscribes to {@code channel} with its snapshot, when it is there and readable; under the lock. */
    private Optional<Snapshot> subscribeQuietly(String channel) {
        if (!readable(channel)) {
            return Optional.empty();
        }
        Snapshot snapshot = Snapshots.of(host, channel);
        host.sequencer().subscribe(channel, session);
        host.watches().subscribed(channel);
        return Optional.of(snapshot);
    }

    private boolean readable(String channel) {
        if (Channels.ROOT.equals(channel)) {
            return true;
        }
        if (host.terminals() != null && host.terminals().get(channel) != null) {
            return session.user().holds(Grant.TERMINAL_OUTPUT);
        }
        if (host.sessions().isChat(channel) || host.sessions().isChangeset(channel)) {
            return session.user().holds(Grant.CHAT_READ);
        }
        if (host.watches().has(channel)) {
            return session.user().holds(Grant.RESOURCE_READ)
                    && host.watches().mayRead(channel, host.reachOf(session.user()));
        }
        return host.sessions().has(channel) && session.user().holds(Grant.SESSION_READ);
    }

    private static void rootChannel(String channel) {
        if (!Channels.ROOT.equals(channel)) {
            throw new RpcException(ErrorCode.INVALID_PARAMS,
                    "Invalid params: 'params.channel' must be " + Channels.ROOT + " for connection commands");
        }
    }

    private static String clientId(String clientId) {
        if (clientId.isBlank()) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.clientId' must not be empty");
        }
        return clientId;
    }
}
