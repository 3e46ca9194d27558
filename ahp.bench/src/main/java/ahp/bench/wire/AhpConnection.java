package ahp.bench.wire;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * One WebSocket connection speaking JSON-RPC 2.0: requests with their answers, notifications both
 * ways, and every {@code action} notification handed to the owner as an {@link Envelope}.
 *
 * <p>Frames are read one at a time ({@code request(1)} after each message), on the client's own
 * thread, in the order the host sent them; a request's {@code inReader} step runs there too, before
 * the next frame, so what a response starts (a snapshot) is in place before the envelopes after it.
 */
public final class AhpConnection implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.shared();
    private static final Duration SEND_TIMEOUT = Duration.ofSeconds(30);

    private record Call(String method, CompletableFuture<JsonNode> result, Consumer<JsonNode> inReader) {}

    private final HttpClient http;
    private final Consumer<Envelope> envelopes;
    private final Consumer<String> lost;
    private final AtomicLong ids = new AtomicLong();
    private final AtomicLong clientSeqs = new AtomicLong();
    private final Map<Long, Call> calls = new ConcurrentHashMap<>();
    private final Object sending = new Object();
    private volatile WebSocket socket;
    private volatile String closedBecause;

    private AhpConnection(HttpClient http, Consumer<Envelope> envelopes, Consumer<String> lost) {
        this.http = http;
        this.envelopes = envelopes;
        this.lost = lost;
    }

    /**
     * Opens a connection to a loopback address, signing in with {@code token} on the upgrade.
     *
     * @param envelopes gets every envelope, on the reading thread
     * @param lost gets why, once, when the connection ends or breaks
     */
    public static AhpConnection open(URI address, String token, Consumer<Envelope> envelopes, Consumer<String> lost,
            Duration timeout) throws IOException {
        Loopback.require(address);
        HttpClient http = HttpClient.newBuilder().connectTimeout(timeout).build();
        AhpConnection connection = new AhpConnection(http, envelopes, lost);
        try {
            connection.socket = http.newWebSocketBuilder()
                    .header("Authorization", "Bearer " + token)
                    .connectTimeout(timeout)
                    .buildAsync(address, connection.new Reader())
                    .get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return connection;
        } catch (ExecutionException | TimeoutException | InterruptedException e) {
            http.shutdownNow();
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new IOException("cannot open " + address + ": " + (e.getCause() != null ? e.getCause() : e), e);
        }
    }

    /** A new empty JSON object, for params. */
    public static ObjectNode object() {
        return JSON.createObjectNode();
    }

    /**
     * Sends a request; the future completes with its result or fails with an {@link RpcException}.
     *
     * @param inReader runs on the reading thread with the result before the next frame is read
     */
    public CompletableFuture<JsonNode> call(String method, ObjectNode params, Consumer<JsonNode> inReader)
            throws IOException {
        long id = ids.incrementAndGet();
        CompletableFuture<JsonNode> result = new CompletableFuture<>();
        calls.put(id, new Call(method, result, inReader));
        ObjectNode message = object().put("jsonrpc", "2.0").put("id", id).put("method", method);
        message.set("params", params);
        try {
            send(message);
        } catch (IOException e) {
            calls.remove(id);
            throw e;
        }
        return result;
    }

    /** Sends a request and waits for its result. */
    public JsonNode request(String method, ObjectNode params, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        return await(method, call(method, params, result -> {}), timeout);
    }

    /** Waits for a call's result. */
    public static JsonNode await(String method, CompletableFuture<JsonNode> call, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        try {
            return call.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new TimeoutException(method + ": no answer within " + timeout.toSeconds() + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(method + ": interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RpcException rpc) {
                throw rpc;
            }
            throw new IOException(method + ": " + e.getCause().getMessage(), e.getCause());
        }
    }

    /** Sends a notification. */
    public void notify(String method, ObjectNode params) throws IOException {
        ObjectNode message = object().put("jsonrpc", "2.0").put("method", method);
        message.set("params", params);
        send(message);
    }

    /** The next {@code clientSeq} of this connection's dispatched actions, from 1. */
    public long nextClientSeq() {
        return clientSeqs.incrementAndGet();
    }

    /** Why the connection ended, or null while it is open. */
    public String closedBecause() {
        return closedBecause;
    }

    /** Closes the connection (a normal close, then an abort if the host does not answer in 5 s). */
    @Override
    public void close() {
        WebSocket open = socket;
        try {
            if (open != null && !open.isOutputClosed()) {
                open.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(5, TimeUnit.SECONDS);
            }
        } catch (ExecutionException | TimeoutException e) {
            // the abort below ends it either way
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (open != null) {
                open.abort();
            }
            ended("closed by the client");
            http.shutdownNow();
        }
    }

    /** Sends one message; one at a time, as the JDK's WebSocket requires. */
    private void send(ObjectNode message) throws IOException {
        String text = JSON.writeValueAsString(message);
        WebSocket open = socket;
        if (closedBecause != null || open == null) {
            throw new IOException("connection closed: " + closedBecause);
        }
        try {
            synchronized (sending) {
                open.sendText(text, true).get(SEND_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("send failed: " + (e.getCause() != null ? e.getCause() : e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("send interrupted", e);
        }
    }

    private void receive(String text) {
        JsonNode message;
        try {
            message = JSON.readTree(text);
        } catch (JacksonException e) {
            ended("the host sent a frame that is not JSON: " + e.getOriginalMessage());
            return;
        }
        JsonNode id = message.path("id");
        if (id.isIntegralNumber() && !message.has("method")) {
            answer(id.longValue(), message);
        } else if ("action".equals(message.path("method").asString(""))) {
            envelopes.accept(Envelope.from(message.path("params")));
        }
    }

    private void answer(long id, JsonNode message) {
        Call call = calls.remove(id);
        if (call == null) {
            return;
        }
        JsonNode error = message.path("error");
        if (error.isObject()) {
            call.result().completeExceptionally(
                    new RpcException(call.method(), error.path("code").asLong(0), error.path("message").asString("")));
            return;
        }
        JsonNode result = message.path("result");
        try {
            call.inReader().accept(result);
            call.result().complete(result);
        } catch (RuntimeException e) {
            call.result().completeExceptionally(e);
        }
    }

    private void ended(String why) {
        synchronized (this) {
            if (closedBecause != null) {
                return;
            }
            closedBecause = why;
        }
        IOException failure = new IOException("connection ended: " + why);
        calls.values().forEach(call -> call.result().completeExceptionally(failure));
        calls.clear();
        lost.accept(why);
    }

    /** Reads frames one at a time and joins a message's parts. */
    private final class Reader implements WebSocket.Listener {
        private final StringBuilder parts = new StringBuilder();

        @Override
        public void onOpen(WebSocket webSocket) {
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            if (!last) {
                parts.append(data);
            } else if (parts.isEmpty()) {
                receive(data.toString());
            } else {
                parts.append(data);
                String text = parts.toString();
                parts.setLength(0);
                receive(text);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            ended("closed by the host: " + statusCode + " " + reason);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            ended("broken: " + error);
        }
    }
}
