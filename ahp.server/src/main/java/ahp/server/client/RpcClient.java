package ahp.server.client;

import ahp.server.tls.TlsContexts;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON-RPC 2.0 over the JDK's WebSocket, for the person's client: requests answered by id,
 * notifications handed to one consumer in the order they arrived.
 */
public final class RpcClient implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http;
    private final WebSocket socket;
    private final Map<Long, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final CompletableFuture<String> closed = new CompletableFuture<>();
    private final Object sending = new Object();
    private volatile Consumer<JsonNode> notifications = notification -> { };

    private RpcClient(URI uri, String token, Path ca) throws IOException {
        http = ca != null
                ? HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).sslContext(TlsContexts.trusting(ca)).build()
                : PlainHttp.clientFor(uri, Duration.ofSeconds(10));
        try {
            socket = http.newWebSocketBuilder()
                    .header("Authorization", "Bearer " + token)
                    .buildAsync(uri, new Listener())
                    .join();
        } catch (CompletionException failed) {
            if (failed.getCause() instanceof WebSocketHandshakeException refused) {
                int status = refused.getResponse().statusCode();
                throw new IOException(status == 401
                        ? "the daemon at " + uri + " refused the token (401)"
                        : "the daemon at " + uri + " refused the connection (HTTP " + status + ")");
            }
            throw new IOException("cannot connect to " + uri + " (is the daemon running?): " + why(failed), failed.getCause());
        }
    }

    private static String why(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    /** Connects to {@code uri} signing in with {@code token}. */
    public static RpcClient connect(URI uri, String token) throws IOException {
        return new RpcClient(uri, token, null);
    }

    /**
     * Connects to {@code uri} signing in with {@code token}; a {@code wss://} daemon's certificate
     * must be signed by one in {@code ca} (a PEM file), or by the system's authorities when it is null.
     */
    public static RpcClient connect(URI uri, String token, Path ca) throws IOException {
        return new RpcClient(uri, token, ca);
    }

    /** The shared mapper, for building params. */
    public static JsonMapper json() {
        return JSON;
    }

    /** Where notifications go from now on. */
    public void onNotification(Consumer<JsonNode> consumer) {
        notifications = consumer;
    }

    /** Completes with the reason once the connection is gone. */
    public CompletionStage<String> closed() {
        return closed;
    }

    /**
     * Sends a request and waits for its result.
     *
     * @throws IOException with the error's message when the daemon answers an error, or the
     *     connection goes first
     */
    public JsonNode call(String method, ObjectNode params) throws IOException {
        long id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        pending.put(id, answer);
        ObjectNode request = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        request.set("params", params);
        send(request);
        JsonNode response = CompletableFuture.anyOf(answer, closed).join() instanceof JsonNode node ? node : null;
        pending.remove(id);
        if (response == null) {
            throw new IOException("the connection closed: " + closed.getNow(""));
        }
        JsonNode error = response.get("error");
        if (error != null) {
            throw new IOException(error.path("message").asString("error") + " (" + error.path("code").asInt() + ")");
        }
        return response.get("result");
    }

    /**
     * Sends a {@code ping} whose answer nobody waits for: it keeps an attached person's connection
     * from counting as idle while they only read.
     */
    public void keepAlive() {
        ObjectNode ping = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", "keep-alive-" + ids.incrementAndGet())
                .put("method", "ping");
        ping.putObject("params").put("channel", "ahp-root://");
        send(ping);
    }

    /** Sends a notification. */
    public void notify(String method, ObjectNode params) {
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        message.set("params", params);
        send(message);
    }

    private void send(ObjectNode message) {
        String text = JSON.writeValueAsString(message);
        synchronized (sending) {
            socket.sendText(text, true).join();
        }
    }

    @Override
    public void close() {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(2, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception ignored) {
            // gone already
        }
        socket.abort();
        closed.complete("closed by this client");
        // Its selector thread waits in native code, and a JVM that exits while a thread is there
        // waits up to 300 ms for it (HotSpot's VM_Exit): a short command would spend that at its end.
        http.shutdownNow();
        try {
            http.awaitTermination(Duration.ofSeconds(1));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void received(String text) {
        JsonNode message;
        try {
            message = JSON.readTree(text);
        } catch (RuntimeException notJson) {
            return;
        }
        JsonNode id = message.get("id");
        if (id != null && id.isNumber() && (message.has("result") || message.has("error"))) {
            CompletableFuture<JsonNode> waiting = pending.get(id.asLong());
            if (waiting != null) {
                waiting.complete(message);
            }
        } else if (message.has("method")) {
            notifications.accept(message);
        }
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public void onOpen(WebSocket webSocket) {
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                received(text);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(reason == null || reason.isEmpty() ? "closed (" + statusCode + ")" : reason);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.complete(String.valueOf(error.getMessage()));
        }
    }
}
