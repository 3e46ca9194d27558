package ahp.server.host;

import ahp.server.auth.Grant;
import ahp.server.transport.Connection;
import ahp.server.wire.Envelope;
import ahp.server.wire.ErrorCodes;
import ahp.server.wire.Negotiation;
import ahp.server.wire.Params;
import ahp.server.wire.RpcError;
import ahp.server.wire.Wire;
import ahp.server.wire.WireView;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code initialize} and {@code reconnect}. Each answers under the sequence lock, so the
 * snapshots, the {@code serverSeq} and the subscriptions agree and no envelope overtakes the answer.
 */
final class Handshake {

    private final Host host;
    private final ClientSession session;

    Handshake(Host host, ClientSession session) {
        this.host = host;
        this.session = session;
    }

    Reply initialize(Params params, JsonNode id) {
        rootChannel(params);
        List<String> offered = params.strings("protocolVersions");
        String clientId = clientId(params);
        params.optionalObject("clientInfo");
        List<String> initial = Optional.ofNullable(params.optionalStrings("initialSubscriptions")).orElse(List.of());
        Optional<Negotiation.Agreed> agreed = Negotiation.choose(offered);
        if (agreed.isEmpty()) {
            RpcError refused = Negotiation.unsupported(offered);
            session.send(Wire.error(id, refused.code(), refused.getMessage(), refused.data()));
            session.connection().close(Connection.NORMAL_CLOSURE, "Unsupported protocol version");
            return Reply.SENT;
        }
        WireView view = WireView.of(agreed.get().speaks());
        host.clients().remember(clientId, new ClientRecords.ClientRecord(
                session.user().name(), agreed.get().offered(), agreed.get().speaks()));
        host.sequencer().locked(() -> {
            ObjectNode result = Wire.MAPPER.createObjectNode().put("protocolVersion", agreed.get().offered());
            result.put("serverSeq", host.sequencer().current());
            result.putObject("serverInfo").put("name", "ahpd").put("version", host.settings().serverVersion());
            ArrayNode snapshots = result.putArray("snapshots");
            for (String channel : new LinkedHashSet<>(initial)) {
                JsonNode snapshot = subscribeQuietly(channel, view);
                if (snapshot != null) {
                    snapshots.add(snapshot);
                }
            }
            result.put("defaultDirectory", host.settings().home().toUri().toString());
            if (host.terminals() != null && view.hasCommandPrefix()) {
                result.put("terminalCommandPrefix", "!");
            }
            session.ready(clientId, view);
            session.send(Wire.result(id, result));
            return null;
        });
        return Reply.SENT;
    }

    Reply reconnect(Params params, JsonNode id) {
        rootChannel(params);
        String clientId = clientId(params);
        long lastSeen = params.integer("lastSeenServerSeq", 0);
        List<String> subscriptions = params.strings("subscriptions");
        ClientRecords.ClientRecord record = host.clients().find(clientId);
        if (record == null || !record.userName().equals(session.user().name())) {
            throw new RpcError(ErrorCodes.NOT_FOUND, "Unknown client: " + clientId);
        }
        WireView view = WireView.of(record.speaks());
        host.sequencer().locked(() -> {
            Set<String> resumable = new LinkedHashSet<>();
            List<String> missing = new ArrayList<>();
            for (String channel : new LinkedHashSet<>(subscriptions)) {
                if (readable(channel)) {
                    resumable.add(channel);
                } else {
                    missing.add(channel);
                }
            }
            Optional<List<Envelope>> missed = host.sequencer().missedSince(lastSeen, resumable);
            ObjectNode result = Wire.MAPPER.createObjectNode();
            if (missed.isPresent()) {
                result.put("type", "replay");
                ArrayNode actions = result.putArray("actions");
                missed.get().forEach(envelope -> actions.add(view.envelope(envelope)));
                ArrayNode gone = result.putArray("missing");
                missing.forEach(gone::add);
                resumable.forEach(channel -> host.sequencer().subscribe(channel, session));
            } else {
                result.put("type", "snapshot");
                ArrayNode snapshots = result.putArray("snapshots");
                resumable.forEach(channel -> snapshots.add(subscribeQuietly(channel, view)));
            }
            session.ready(clientId, view);
            session.send(Wire.result(id, result));
            return null;
        });
        return Reply.SENT;
    }

    /**
     * Subscribes to {@code channel} and returns its snapshot, or null when it is not there or the
     * person may not read it; call under the sequence lock.
     */
    private JsonNode subscribeQuietly(String channel, WireView view) {
        if (!readable(channel)) {
            return null;
        }
        JsonNode snapshot = Snapshots.of(host, channel, view);
        host.sequencer().subscribe(channel, session);
        return snapshot;
    }

    private boolean readable(String channel) {
        if (HostChannels.ROOT.equals(channel)) {
            return true;
        }
        return host.terminals() != null && host.terminals().get(channel) != null
                && session.user().holds(Grant.TERMINAL_OUTPUT);
    }

    private static void rootChannel(Params params) {
        String channel = params.optionalString("channel");
        if (channel != null && !channel.equals(HostChannels.ROOT)) {
            throw RpcError.invalidParams("channel", "connection commands are sent on " + HostChannels.ROOT);
        }
    }

    private static String clientId(Params params) {
        String clientId = params.string("clientId");
        if (clientId.isBlank()) {
            throw RpcError.invalidParams("clientId", "must not be empty");
        }
        return clientId;
    }
}
