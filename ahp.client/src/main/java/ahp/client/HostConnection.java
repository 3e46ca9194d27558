package ahp.client;

import ahp.protocol.Json;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One handshaken connection to a daemon: the client id it initialized with, the root state it was
 * given, the channels it is subscribed to and the last {@code serverSeq} it saw on them, a numbered way
 * to dispatch actions, and typed requests. {@link #reconnect()} resumes it on a new connection as VS
 * Code's Agents window does ({@link Resumption}).
 *
 * <p>Notifications go to the one consumer set with {@link #onNotification}, in the order they
 * arrived, on the connection's reading thread.
 */
public final class HostConnection implements AutoCloseable {

    /** The root channel. */
    public static final String ROOT = "ahp-root://";

    /**
     * The protocol versions this client offers, most preferred first: the host's own 1.1.0, and 0.9.0
     * for a daemon from before 1.x. It reads both: they differ, for what it reads, only in where a
     * failed turn's error is ({@code chat/error}'s {@code part.error} from 1.0.0, {@code error} before).
     */
    public static final List<String> PROTOCOL_VERSIONS = List.of("1.1.0", "0.9.0");

    /** Where a connection came from: {@code initialize}, or one of {@code reconnect}'s two answers. */
    public enum Resumption {
        /** A fresh {@code initialize} (the first connection, or a {@code reconnect} the daemon did not know). */
        INITIALIZED,
        /** {@code reconnect} answered with every envelope missed, handed to the consumer in order. */
        REPLAYED,
        /** {@code reconnect} answered with fresh snapshots: what was missed is older than the daemon keeps. */
        SNAPSHOTS
    }

    /** What a connection signs in with: the daemon's address, the token, and the {@code wss://} trust. */
    private record Target(URI url, String token, Path ca, String clientName) {}

    private final RpcClient rpc;
    private final Target target;
    private final String clientId;
    private final String protocolVersion;
    private final Resumption resumption;
    private final AtomicLong clientSeq = new AtomicLong();
    private final AtomicLong lastSeenServerSeq = new AtomicLong();
    private final Set<String> subscriptions = ConcurrentHashMap.newKeySet();
    private volatile JsonNode rootState;
    private volatile JsonNode snapshots;
    private volatile Consumer<JsonNode> notifications = notification -> { };

    private HostConnection(RpcClient rpc, Target target, String clientId, String protocolVersion, Resumption resumption) {
        this.rpc = rpc;
        this.target = target;
        this.clientId = clientId;
        this.protocolVersion = protocolVersion;
        this.resumption = resumption;
        this.rootState = RpcClient.json().createObjectNode();
        this.snapshots = RpcClient.json().createArrayNode();
    }

    /**
     * Connects to {@code url} with {@code token} (checking a {@code wss://} daemon's certificate against
     * {@code ca}, or the system's trust store when null), signs in and initializes as
     * {@code clientName}, subscribed to the root channel when {@code subscribeRoot}.
     */
    public static HostConnection open(URI url, String token, Path ca, String clientName, boolean subscribeRoot)
            throws IOException {
        String clientId = (clientName.equals("ahp") ? "ahp-cli" : clientName) + "-" + UUID.randomUUID();
        RpcClient rpc = RpcClient.connect(url, token, ca);
        NotificationGate gate = new NotificationGate();
        rpc.onNotification(gate);
        HostConnection host = initialize(new Target(url, token, ca, clientName), rpc, clientId,
                subscribeRoot ? List.of(ROOT) : List.of());
        gate.open(host::received);
        return host;
    }

    /**
     * Resumes the client {@code clientId} on a new connection, as VS Code's Agents window does: a
     * {@code reconnect} without a channel, for {@code subscriptions} after {@code lastSeenServerSeq};
     * when the daemon does not know the client ({@code -32008}: it restarted, or forgot it), an
     * {@code initialize} as the same client, subscribed to the same channels, instead.
     * {@code notifications} is set before anything is read, so a replay reaches it.
     */
    public static HostConnection reconnect(URI url, String token, Path ca, String clientName, String clientId,
            long lastSeenServerSeq, Collection<String> subscriptions, Consumer<JsonNode> notifications)
            throws IOException {
        Target target = new Target(url, token, ca, clientName);
        RpcClient rpc = RpcClient.connect(url, token, ca);
        NotificationGate gate = new NotificationGate();
        rpc.onNotification(gate);
        ObjectNode params = RpcClient.json().createObjectNode().put("clientId", clientId)
                .put("lastSeenServerSeq", lastSeenServerSeq);
        subscriptions.forEach(params.putArray("subscriptions")::add);
        JsonNode result;
        try {
            result = rpc.call("reconnect", params);
        } catch (RpcError unknown) {
            if (unknown.code() != RpcError.NOT_FOUND) {
                rpc.close();
                throw unknown;
            }
            HostConnection fresh = initialize(target, rpc, clientId, List.copyOf(subscriptions));
            fresh.onNotification(notifications);
            gate.open(fresh::received);
            return fresh;
        } catch (IOException gone) {
            rpc.close();
            throw gone;
        }
        boolean replay = "replay".equals(result.path("type").asString(""));
        HostConnection resumed = new HostConnection(rpc, target, clientId, "", replay ? Resumption.REPLAYED : Resumption.SNAPSHOTS);
        resumed.lastSeenServerSeq.set(lastSeenServerSeq);
        resumed.onNotification(notifications);
        if (replay) {
            List<String> missing = result.path("missing").valueStream().map(node -> node.asString("")).toList();
            subscriptions.stream().filter(channel -> !missing.contains(channel)).forEach(resumed.subscriptions::add);
            for (JsonNode envelope : result.path("actions")) {
                ObjectNode notification = RpcClient.json().createObjectNode().put("jsonrpc", "2.0").put("method", "action");
                notification.set("params", envelope);
                resumed.received(notification);
            }
        } else {
            resumed.snapshotsGiven(result.path("snapshots"));
        }
        gate.open(resumed::received);
        return resumed;
    }

    private static HostConnection initialize(Target target, RpcClient rpc, String clientId, List<String> subscriptions)
            throws IOException {
        ObjectNode params = RpcClient.json().createObjectNode().put("channel", ROOT).put("clientId", clientId);
        PROTOCOL_VERSIONS.forEach(params.putArray("protocolVersions")::add);
        params.putObject("clientInfo").put("name", target.clientName());
        if (!subscriptions.isEmpty()) {
            subscriptions.forEach(params.putArray("initialSubscriptions")::add);
        }
        JsonNode result;
        try {
            result = rpc.call("initialize", params);
        } catch (IOException refused) {
            rpc.close();
            throw refused;
        }
        HostConnection host = new HostConnection(rpc, target, clientId, result.path("protocolVersion").asString(""),
                Resumption.INITIALIZED);
        host.lastSeenServerSeq.set(result.path("serverSeq").asLong());
        host.snapshotsGiven(result.path("snapshots"));
        return host;
    }

    /** Resumes this client on a new connection ({@link #reconnect(URI, String, Path, String, String, long, Collection, Consumer)}); this one is closed. */
    public HostConnection reconnect() throws IOException {
        rpc.close();
        return reconnect(target.url(), target.token(), target.ca(), target.clientName(), clientId, lastSeenServerSeq.get(),
                Set.copyOf(subscriptions), notifications);
    }

    private void snapshotsGiven(JsonNode given) {
        snapshots = given;
        for (JsonNode snapshot : given) {
            String channel = snapshot.path("resource").asString("");
            subscriptions.add(channel);
            if (ROOT.equals(channel)) {
                rootState = snapshot.path("state");
            }
        }
    }

    private void received(JsonNode notification) {
        JsonNode seq = notification.path("params").path("serverSeq");
        if ("action".equals(notification.path("method").asString("")) && seq.isNumber()) {
            lastSeenServerSeq.accumulateAndGet(seq.asLong(), Math::max);
        }
        notifications.accept(notification);
    }

    /** Sets the consumer of every notification (an {@code action}'s envelope is its {@code params}). */
    public void onNotification(Consumer<JsonNode> consumer) {
        notifications = consumer;
    }

    /** The JSON-RPC connection. */
    public RpcClient rpc() {
        return rpc;
    }

    /** The id this client initialized with (and resumes with). */
    public String clientId() {
        return clientId;
    }

    /** The protocol version the daemon chose, one of {@link #PROTOCOL_VERSIONS}; empty after a {@code reconnect}. */
    public String protocolVersion() {
        return protocolVersion;
    }

    /** How this connection began. */
    public Resumption resumption() {
        return resumption;
    }

    /** The root state at the handshake (empty when the root was not subscribed). */
    public JsonNode rootState() {
        return rootState;
    }

    /** The snapshots the handshake carried ({@code initialize}'s, or {@code reconnect}'s fresh ones). */
    public JsonNode snapshots() {
        return snapshots;
    }

    /** The channels this client is subscribed to, as far as it knows. */
    public Set<String> subscriptions() {
        return Set.copyOf(subscriptions);
    }

    /** The highest {@code serverSeq} seen: what a {@code reconnect} resumes after. */
    public long lastSeenServerSeq() {
        return lastSeenServerSeq.get();
    }

    /** Subscribes to {@code channel}; its snapshot ({@code null} node when it has none). */
    public JsonNode subscribe(String channel) throws IOException {
        JsonNode snapshot = rpc.call("subscribe", channel(channel)).path("snapshot");
        subscriptions.add(channel);
        return snapshot;
    }

    /** Unsubscribes from {@code channel}. */
    public void unsubscribe(String channel) {
        subscriptions.remove(channel);
        rpc.notify("unsubscribe", channel(channel));
    }

    /**
     * A typed request: {@code params} (one of {@code ahp.protocol.command}'s records, or anything Jackson
     * writes as an object) sent as {@code method}, its result read as {@code resultType} by
     * {@link Json#MAPPER}.
     */
    public <T> T request(String method, Object params, Class<T> resultType) throws IOException {
        ObjectNode tree = Json.MAPPER.valueToTree(params);
        return Json.MAPPER.treeToValue(rpc.call(method, tree), resultType);
    }

    /** Dispatches {@code action} on {@code channel}; returns its client sequence number. */
    public long dispatch(String channel, ObjectNode action) {
        long seq = clientSeq.incrementAndGet();
        ObjectNode params = RpcClient.json().createObjectNode().put("channel", channel).put("clientSeq", seq);
        params.set("action", action);
        rpc.notify("dispatchAction", params);
        return seq;
    }

    /** A params object holding only {@code channel}. */
    public static ObjectNode channel(String uri) {
        return RpcClient.json().createObjectNode().put("channel", uri);
    }

    @Override
    public void close() {
        rpc.close();
    }
}
