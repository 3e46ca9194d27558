package ahp.bench.wire;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
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
 * <p>Messages are read one at a time, on the connection's own reader thread ({@link WebSocketClient}),
 * in the order the host sent them; a request's {@code inReader} step runs there too, before
 * the next frame, so what a response starts (a snapshot) is in place before the envelopes after it.
 */
public final class AhpConnection implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.shared();

    private record Call(String method, CompletableFuture<JsonNode> result, Consumer<JsonNode> inReader) {}

    private final Consumer<Envelope> envelopes;
    private final Consumer<String> lost;
    private final AtomicLong ids = new AtomicLong();
    private final AtomicLong clientSeqs = new AtomicLong();
    private final Map<Long, Call> calls = new ConcurrentHashMap<>();
    private volatile WebSocketClient socket;
    private volatile String closedBecause;

    private AhpConnection(Consumer<Envelope> envelopes, Consumer<String> lost) {
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
        AhpConnection connection = new AhpConnection(envelopes, lost);
        try {
            connection.socket = WebSocketClient.connect(address, Map.of("Authorization", "Bearer " + token), timeout,
                    connection.new Reader());
            return connection;
        } catch (IOException e) {
            throw new IOException("cannot open " + address + ": " + e.getMessage(), e);
        }
    }

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
        WebSocketClient open = socket;
        try {
            if (open != null) {
                open.sendClose(1000, "done");
            }
        } catch (IOException e) {
            // the close below ends it either way
        } finally {
            if (open != null) {
                open.close();
            }
            ended("closed by the client");
        }
    }

    private void send(ObjectNode message) throws IOException {
        String text = JSON.writeValueAsString(message);
        WebSocketClient open = socket;
        if (closedBecause != null || open == null) {
            throw new IOException("connection closed: " + closedBecause);
        }
        open.sendText(text);
    }

    private void receive(byte[] utf8) {
        Envelope output = TerminalFrames.read(utf8);
        if (output != null) {
            envelopes.accept(output);
            return;
        }
        JsonNode message;
        try {
            // From the bytes: Jackson's UTF-8 parser, with no String of the whole frame made first.
            message = JSON.readTree(utf8);
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

    /** What the reader thread reports. */
    private final class Reader implements WebSocketClient.Listener {
        @Override
        public void onText(String text) {
            receive(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }

        @Override
        public void onText(byte[] utf8) {
            receive(utf8);
        }

        @Override
        public void onClose(int code, String reason) {
            ended("closed by the host: " + code + " " + reason);
        }

        @Override
        public void onError(Throwable error) {
            ended("broken: " + error);
        }
    }
}
