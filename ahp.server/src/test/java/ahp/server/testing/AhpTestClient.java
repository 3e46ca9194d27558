package ahp.server.testing;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A JSON-RPC client of the daemon for tests: requests answered by id, every other message kept in
 * order for the test to look through.
 */
public final class AhpTestClient implements AutoCloseable {

    /** The mapper tests build messages with. */
    public static final JsonMapper JSON = JsonMapper.builder().build();

    /** The root channel. */
    public static final String ROOT = "ahp-root://";

    private final WsClient socket;
    private final AtomicLong ids = new AtomicLong();
    private final AtomicLong clientSeq = new AtomicLong();
    private final List<JsonNode> unclaimed = new ArrayList<>();
    private final List<JsonNode> read = java.util.Collections.synchronizedList(new ArrayList<>());
    private String clientId;

    private AhpTestClient(WsClient socket) {
        this.socket = socket;
    }

    /** Connects with {@code token}. */
    public static AhpTestClient connect(URI uri, String token) {
        return new AhpTestClient(WsClient.connect(uri, token));
    }

    /** Connects and initializes as {@code clientId} speaking {@code version}, subscribed to the root. */
    public static AhpTestClient initialized(URI uri, String token, String clientId, String version) {
        AhpTestClient client = connect(uri, token);
        JsonNode result = client.initialize(clientId, List.of(version), List.of(ROOT));
        if (result.has("error")) {
            throw new AssertionError("initialize failed: " + result);
        }
        return client;
    }

    /** Sends {@code initialize}; returns the whole response. */
    public JsonNode initialize(String id, List<String> versions, List<String> subscriptions) {
        clientId = id;
        ObjectNode params = params(ROOT).put("clientId", id);
        ArrayNode offered = params.putArray("protocolVersions");
        versions.forEach(offered::add);
        ArrayNode initial = params.putArray("initialSubscriptions");
        subscriptions.forEach(initial::add);
        return request("initialize", params);
    }

    /** Params holding {@code channel}. */
    public static ObjectNode params(String channel) {
        return JSON.createObjectNode().put("channel", channel);
    }

    /** Sends a request and returns its whole response (result or error). */
    public JsonNode request(String method, ObjectNode params) {
        long id = ids.incrementAndGet();
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        message.set("params", params);
        socket.send(JSON.writeValueAsString(message));
        return responseTo(id);
    }

    /** Sends a request whose answer comes later; returns its id. */
    public long requestLater(String method, ObjectNode params) {
        long id = ids.incrementAndGet();
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        message.set("params", params);
        socket.send(JSON.writeValueAsString(message));
        return id;
    }

    /** Waits for the response to request {@code id}. */
    public JsonNode responseTo(long id) {
        return take(message -> message.path("id").isNumber() && message.path("id").asLong() == id
                && (message.has("result") || message.has("error")));
    }

    /** Sends a notification. */
    public void notify(String method, ObjectNode params) {
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        message.set("params", params);
        socket.send(JSON.writeValueAsString(message));
    }

    /** Dispatches {@code action} on {@code channel}; returns its client sequence number. */
    public long dispatch(String channel, ObjectNode action) {
        long seq = clientSeq.incrementAndGet();
        ObjectNode params = params(channel).put("clientSeq", seq);
        params.set("action", action);
        notify("dispatchAction", params);
        return seq;
    }

    /** Sends raw text as one message. */
    public void sendRaw(String text) {
        socket.send(text);
    }

    /** The next message matching {@code wanted}, earlier or later; others are kept. */
    public JsonNode take(Predicate<JsonNode> wanted) {
        synchronized (unclaimed) {
            for (int i = 0; i < unclaimed.size(); i++) {
                if (wanted.test(unclaimed.get(i))) {
                    return unclaimed.remove(i);
                }
            }
        }
        while (true) {
            JsonNode message = JSON.readTree(socket.next());
            read.add(message);
            if (wanted.test(message)) {
                return message;
            }
            synchronized (unclaimed) {
                unclaimed.add(message);
            }
        }
    }

    /** Every message read from the daemon so far, taken or not, in the order they came. */
    public List<JsonNode> received() {
        synchronized (read) {
            return List.copyOf(read);
        }
    }

    /** The next {@code action} envelope on {@code channel} matching {@code wanted}. */
    public JsonNode envelope(String channel, Predicate<JsonNode> wanted) {
        return take(message -> "action".equals(message.path("method").asString(""))
                && channel.equals(message.path("params").path("channel").asString(""))
                && wanted.test(message.path("params"))).path("params");
    }

    /** The next envelope on {@code channel} whose action has {@code type}. */
    public JsonNode envelopeOfType(String channel, String type) {
        return envelope(channel, params -> type.equals(params.path("action").path("type").asString("")));
    }

    /** Every message received and not yet taken (waits for none). */
    public List<JsonNode> drain() {
        List<JsonNode> all;
        synchronized (unclaimed) {
            all = new ArrayList<>(unclaimed);
            unclaimed.clear();
        }
        while (socket.waiting() > 0) {
            all.add(JSON.readTree(socket.next()));
        }
        return all;
    }

    /** The id this client initialized with. */
    public String clientId() {
        return clientId;
    }

    /** The socket beneath. */
    public WsClient socket() {
        return socket;
    }

    @Override
    public void close() {
        socket.close();
    }
}
