package ahp.client;

import ahp.websocket.client.TrustedCertificates;
import ahp.websocket.client.UpgradeRefused;
import ahp.websocket.client.WebSocketClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
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
 * JSON-RPC 2.0 over a {@link WebSocketClient}, for every client of the daemon: requests
 * answered by id, notifications handed to one consumer in the order they arrived. Answers and
 * notifications are read and handed on by the connection's one reading thread: a
 * {@link #callAsync} completes there, and what is chained to it runs there, so it must not wait for
 * another answer (a blocking {@link #call} does that, on a thread of its own).
 */
public final class RpcClient implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final System.Logger LOG = System.getLogger(RpcClient.class.getName());
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private final WebSocketClient socket;
    private final Map<Long, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final CompletableFuture<String> closed = new CompletableFuture<>();
    private volatile Consumer<JsonNode> notifications = notification -> { };

    private RpcClient(URI uri, String token, Path ca) throws IOException {
        closed.thenAccept(this::failPending);
        try {
            socket = WebSocketClient.connect(uri, Map.of("Authorization", "Bearer " + token),
                    ca != null ? TrustedCertificates.from(ca) : null, CONNECT_TIMEOUT, new Listener());
        } catch (UpgradeRefused refused) {
            throw new IOException(refused.status() == 401
                    ? "the daemon at " + uri + " refused the token (401)"
                    : "the daemon at " + uri + " refused the connection (HTTP " + refused.status() + ")");
        } catch (IOException failed) {
            throw new IOException("cannot connect to " + uri + " (is the daemon running?): " + why(failed), failed);
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
     * @throws IOException with the error's message when the daemon answers an error (an
     *     {@link RpcError}, with its code), or when the connection goes first
     */
    public JsonNode call(String method, ObjectNode params) throws IOException {
        try {
            return callAsync(method, params).join();
        } catch (CompletionException failed) {
            if (failed.getCause() instanceof RpcError refused) {
                throw new RpcError(refused.code(), refused.getMessage(), refused);
            }
            if (failed.getCause() instanceof IOException refused) {
                throw new IOException(refused.getMessage(), refused);
            }
            throw failed;
        }
    }

    /**
     * Sends a request; the result completes with its result, on the connection's reading thread.
     * It fails with an {@link IOException} with the error's message when the daemon answers an error
     * (an {@link RpcError}, with its code), or when the connection goes first.
     */
    public CompletableFuture<JsonNode> callAsync(String method, ObjectNode params) {
        long id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        pending.put(id, answer);
        if (closed.isDone()) {
            failPending(closed.join());
            return answer;
        }
        ObjectNode request = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        request.set("params", params);
        try {
            write(request);
        } catch (IOException gone) {
            pending.remove(id);
            answer.completeExceptionally(new IOException("the connection closed: "
                    + closed.getNow(String.valueOf(gone.getMessage()))));
        }
        return answer;
    }

    /**
     * Sends a {@code ping} whose answer nobody waits for: it keeps an attached person's connection
     * from counting as idle while they only read.
     *
     * @throws UncheckedIOException when the connection is gone
     */
    public void keepAlive() {
        ObjectNode ping = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", "keep-alive-" + ids.incrementAndGet())
                .put("method", "ping");
        ping.putObject("params").put("channel", "ahp-root://");
        send(ping);
    }

    /**
     * Sends a notification.
     *
     * @throws UncheckedIOException when the connection is gone
     */
    public void notify(String method, ObjectNode params) {
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        message.set("params", params);
        send(message);
    }

    private void send(ObjectNode message) {
        try {
            write(message);
        } catch (IOException gone) {
            throw new UncheckedIOException(gone);
        }
    }

    private void write(ObjectNode message) throws IOException {
        socket.sendText(JSON.writeValueAsString(message));
    }

    /** Closes the connection (with the close handshake); pending calls fail. */
    @Override
    public void close() {
        closed.complete("closed by this client");
        socket.close(1000, "bye");
    }

    private void failPending(String reason) {
        for (Long id : pending.keySet()) {
            CompletableFuture<JsonNode> waiting = pending.remove(id);
            if (waiting != null) {
                waiting.completeExceptionally(new IOException("the connection closed: " + reason));
            }
        }
    }

    private void received(byte[] bytes, int offset, int length) {
        JsonNode message;
        try {
            message = JSON.readTree(bytes, offset, length);
        } catch (RuntimeException notJson) {
            return;
        }
        JsonNode id = message.get("id");
        if (id != null && id.isNumber() && (message.has("result") || message.has("error"))) {
            CompletableFuture<JsonNode> waiting = pending.remove(id.asLong());
            if (waiting == null) {
                return;
            }
            JsonNode error = message.get("error");
            if (error != null) {
                waiting.completeExceptionally(new RpcError(error.path("code").asInt(),
                        error.path("message").asString("error") + " (" + error.path("code").asInt() + ")", null));
            } else {
                waiting.complete(message.get("result"));
            }
        } else if (message.has("method")) {
            notifications.accept(message);
        }
    }

    private final class Listener implements WebSocketClient.Listener {

        @Override
        public void onText(byte[] bytes, int offset, int length) {
            try {
                received(bytes, offset, length);
            } catch (RuntimeException failed) {
                LOG.log(System.Logger.Level.WARNING, "A message's consumer failed", failed);
            }
        }

        @Override
        public void onClose(int code, String reason) {
            closed.complete(reason == null || reason.isEmpty() ? "closed (" + code + ")" : reason);
        }
    }
}
