package ahp.server.client;

import java.io.IOException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One handshaken connection to a daemon, as the person's client uses it: the client id it
 * initialized with, the root state it was given, and a numbered way to dispatch actions.
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

    private final RpcClient rpc;
    private final String clientId;
    private final JsonNode rootState;
    private final String protocolVersion;
    private final AtomicLong clientSeq = new AtomicLong();

    private HostConnection(RpcClient rpc, String clientId, JsonNode rootState, String protocolVersion) {
        this.rpc = rpc;
        this.clientId = clientId;
        this.rootState = rootState;
        this.protocolVersion = protocolVersion;
    }

    /** Connects, signs in and initializes, subscribed to the root channel. */
    public static HostConnection open(ClientOptions options) throws IOException {
        return open(options.url(), options.token(), options.ca(), "ahp", true);
    }

    /**
     * Connects to {@code url} with {@code token} (checking a {@code wss://} daemon's certificate against
     * {@code ca}, or the system's trust store when null), signs in and initializes as
     * {@code clientName}, subscribed to the root channel when {@code subscribeRoot}.
     */
    public static HostConnection open(java.net.URI url, String token, java.nio.file.Path ca, String clientName,
            boolean subscribeRoot) throws IOException {
        RpcClient rpc = RpcClient.connect(url, token, ca);
        String clientId = (clientName.equals("ahp") ? "ahp-cli" : clientName) + "-" + UUID.randomUUID();
        ObjectNode params = RpcClient.json().createObjectNode().put("channel", ROOT).put("clientId", clientId);
        PROTOCOL_VERSIONS.forEach(params.putArray("protocolVersions")::add);
        params.putObject("clientInfo").put("name", clientName);
        if (subscribeRoot) {
            params.putArray("initialSubscriptions").add(ROOT);
        }
        JsonNode result;
        try {
            result = rpc.call("initialize", params);
        } catch (IOException refused) {
            rpc.close();
            throw refused;
        }
        JsonNode root = null;
        for (JsonNode snapshot : result.path("snapshots")) {
            if (ROOT.equals(snapshot.path("resource").asString(""))) {
                root = snapshot.path("state");
            }
        }
        return new HostConnection(rpc, clientId, root == null ? RpcClient.json().createObjectNode() : root,
                result.path("protocolVersion").asString(""));
    }

    /** The JSON-RPC connection. */
    public RpcClient rpc() {
        return rpc;
    }

    /** The id this client initialized with. */
    public String clientId() {
        return clientId;
    }

    /** The protocol version the daemon chose, one of {@link #PROTOCOL_VERSIONS}. */
    public String protocolVersion() {
        return protocolVersion;
    }

    /** The root state at the handshake. */
    public JsonNode rootState() {
        return rootState;
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
