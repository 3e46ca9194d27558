package ahp.backends.acp.rpc;

import ahp.protocol.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.NullNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One JSON-RPC 2.0 peer over a byte stream in each direction, one JSON object a line. Requests go
 * both ways: this side's complete their futures when the answer arrives; the peer's are handed to
 * the {@link Handler}, whose stage's outcome is written back. Everything read is handled on one
 * reader thread in the order it arrived, so a notification, a request and a response keep the order
 * the peer wrote them in; a handler must not block that thread.
 *
 * <p>A line that is not JSON, not an object, or neither a request, a notification nor a response is
 * the end of the stream as far as this side is concerned ({@link End.Kind#MALFORMED}): nothing after it
 * can be trusted to be framed right.
 */
public final class JsonRpcConnection {

    private static final System.Logger LOG = System.getLogger(JsonRpcConnection.class.getName());

    /** What the connection does with what the peer sends. */
    public interface Handler {

        /** A notification, on the reader thread, in order. */
        void notification(String method, JsonNode params);

        /**
         * A request, on the reader thread, in order; the stage's value is the result written back, an
         * {@link RpcError} (thrown or completing the stage) the error. Must not block.
         */
        CompletionStage<JsonNode> request(String method, JsonNode params) throws RpcError;

        /** The stream from the peer ended or broke; called once, on the reader thread, unless this side closed first. */
        void ended(End end);
    }

    /**
     * How the stream from the peer ended.
     *
     * @param kind what happened
     * @param detail what to tell a person
     */
    public record End(Kind kind, String detail) {

        /** What happened. */
        public enum Kind {
            /** The peer closed its output (usually: it exited). */
            END_OF_STREAM,
            /** The peer wrote something that is not a JSON-RPC message. */
            MALFORMED,
            /** Reading failed. */
            READ_FAILED
        }
    }

    /** What {@link #waitingSince} says while the reader is not waiting for the peer. */
    public static final long NOT_WAITING = PeerWaits.NOT_WAITING;

    private final String name;
    private final PeerWaits in;
    private final OutputStream out;
    private final Handler handler;
    private final int maxLineBytes;
    private final Map<Long, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final AtomicLong nextId = new AtomicLong();
    private final Object writeLock = new Object();
    private volatile Exception closed;

    /**
     * A connection named {@code name} (for logs and thread names) reading {@code in} and writing
     * {@code out}, refusing lines over {@code maxLineBytes}. Nothing is read before {@link #start()}.
     */
    public JsonRpcConnection(String name, InputStream in, OutputStream out, Handler handler, int maxLineBytes) {
        this.name = name;
        this.in = new PeerWaits(in);
        this.out = out;
        this.handler = handler;
        this.maxLineBytes = maxLineBytes;
    }

    /**
     * Since when, on {@link System#nanoTime()}'s clock, the reader has been waiting for the peer to
     * write, every message before handled; {@link #NOT_WAITING} while it reads or handles one (or has
     * not started). A peer is quiet for as long as this says, and not otherwise.
     */
    public long waitingSince() {
        return in.waitingSince();
    }

    /** Starts reading. */
    public void start() {
        Thread.ofPlatform().daemon().name("acp-" + name + "-stdout").start(this::read);
    }

    /**
     * Sends a request; the future completes with its result, or fails with an {@link RpcError} the
     * peer answered, or with the reason the connection closed before an answer came.
     */
    public CompletableFuture<JsonNode> request(String method, JsonNode params) {
        return request(method, params, new CompletableFuture<>());
    }

    /**
     * Sends a request whose answer completes {@code answer} (returned). The reader completes it before
     * it reads the next message, so whatever it handles after the answer finds {@code answer} done:
     * what a peer wrote after answering is told from what it wrote before by the peer's own order,
     * not by when the thread waiting for the answer woke.
     */
    public CompletableFuture<JsonNode> request(String method, JsonNode params, CompletableFuture<JsonNode> answer) {
        long id = nextId.getAndIncrement();
        pending.put(id, answer);
        Exception gone = closed;
        if (gone != null) {
            pending.remove(id);
            answer.completeExceptionally(gone);
            return answer;
        }
        ObjectNode message = envelope();
        message.put("id", id);
        message.put("method", method);
        message.set("params", params);
        try {
            write(message);
        } catch (IOException e) {
            pending.remove(id);
            answer.completeExceptionally(e);
        }
        return answer;
    }

    /** Sends a notification; a write that fails is logged (the stream's end follows and says why). */
    public void notify(String method, JsonNode params) {
        ObjectNode message = envelope();
        message.put("method", method);
        message.set("params", params);
        try {
            write(message);
        } catch (IOException e) {
            LOG.log(Level.DEBUG, () -> name + ": could not send " + method + ": " + e.getMessage());
        }
    }

    /** How many of this side's requests wait for an answer. */
    public int pendingRequests() {
        return pending.size();
    }

    /**
     * Closes both streams and fails every request still waiting with {@code cause}; every later
     * request fails with it too. The reader's {@link Handler#ended} is not called after this.
     */
    public void close(Exception cause) {
        synchronized (writeLock) {
            if (closed != null) {
                return;
            }
            closed = cause;
        }
        for (Long id : pending.keySet()) {
            CompletableFuture<JsonNode> answer = pending.remove(id);
            if (answer != null) {
                answer.completeExceptionally(cause);
            }
        }
        try {
            out.close();
        } catch (IOException ignored) {
            // the peer is gone already
        }
        try {
            in.close();
        } catch (IOException ignored) {
            // the same
        }
    }

    private static ObjectNode envelope() {
        ObjectNode message = Nodes.object();
        message.put("jsonrpc", "2.0");
        return message;
    }

    private void write(ObjectNode message) throws IOException {
        byte[] bytes = Json.MAPPER.writeValueAsBytes(message);
        synchronized (writeLock) {
            Exception gone = closed;
            if (gone != null) {
                throw new IOException("the connection is closed: " + gone.getMessage(), gone);
            }
            out.write(bytes);
            out.write('\n');
            out.flush();
        }
    }

    private void read() {
        LineReader lines = new LineReader(in, maxLineBytes);
        End end;
        try {
            while (true) {
                byte[] line = lines.next();
                if (line == null) {
                    end = new End(End.Kind.END_OF_STREAM, "it closed its output");
                    break;
                }
                if (isBlank(line)) {
                    continue;
                }
                String malformed = dispatch(line);
                if (malformed != null) {
                    end = new End(End.Kind.MALFORMED, malformed);
                    break;
                }
            }
        } catch (LineReader.LineTooLongException e) {
            end = new End(End.Kind.MALFORMED, "it wrote " + e.getMessage());
        } catch (IOException e) {
            end = new End(End.Kind.READ_FAILED, "reading its output failed: " + e.getMessage());
        }
        if (closed == null) {
            handler.ended(end);
        }
    }

    private static boolean isBlank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /** Handles one line; returns what is wrong with it when it is not a JSON-RPC message. */
    private String dispatch(byte[] line) {
        JsonNode message;
        try {
            message = Json.MAPPER.readTree(line);
        } catch (JacksonException e) {
            return "it wrote a line that is not JSON: " + quote(line);
        }
        if (!(message instanceof ObjectNode object)) {
            return "it wrote a line that is not a JSON-RPC message: " + quote(line);
        }
        JsonNode version = object.get("jsonrpc");
        if (version != null && !(version.isString() && version.stringValue().equals("2.0"))) {
            return "it wrote a message that is not JSON-RPC 2.0: " + quote(line);
        }
        String method = Nodes.text(object, "method");
        JsonNode id = object.get("id");
        JsonNode params = object.has("params") ? object.get("params") : NullNode.getInstance();
        if (method != null) {
            if (id == null || id.isNull()) {
                notification(method, params);
            } else {
                request(id, method, params);
            }
            return null;
        }
        if (id != null && (object.has("result") || object.has("error"))) {
            response(id, object);
            return null;
        }
        return "it wrote a JSON object that is neither a request, a notification nor a response: " + quote(line);
    }

    private void notification(String method, JsonNode params) {
        try {
            handler.notification(method, params);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, name + ": handling " + method + " failed", e);
        }
    }

    private void request(JsonNode id, String method, JsonNode params) {
        CompletionStage<JsonNode> result;
        try {
            result = handler.request(method, params);
        } catch (RpcError e) {
            result = CompletableFuture.failedFuture(e);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, name + ": handling " + method + " failed", e);
            result = CompletableFuture.failedFuture(e);
        }
        result.whenComplete((value, failure) -> answer(id, method, value, failure));
    }

    private void answer(JsonNode id, String method, JsonNode value, Throwable failure) {
        ObjectNode message = envelope();
        message.set("id", id);
        if (failure == null) {
            message.set("result", value == null ? NullNode.getInstance() : value);
        } else {
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            ObjectNode error = message.putObject("error");
            if (cause instanceof RpcError rpc) {
                error.put("code", rpc.code());
                error.put("message", rpc.getMessage());
            } else {
                error.put("code", RpcError.INTERNAL_ERROR);
                error.put("message", String.valueOf(cause.getMessage()));
            }
        }
        try {
            write(message);
        } catch (IOException e) {
            LOG.log(Level.DEBUG, () -> name + ": could not answer " + method + ": " + e.getMessage());
        }
    }

    private void response(JsonNode id, ObjectNode message) {
        if (!id.isIntegralNumber() || !id.canConvertToLong()) {
            LOG.log(Level.DEBUG, () -> name + ": an answer to no request of ours: " + id);
            return;
        }
        CompletableFuture<JsonNode> answer = pending.remove(id.longValue());
        if (answer == null) {
            LOG.log(Level.DEBUG, () -> name + ": an answer to no request of ours: " + id);
            return;
        }
        JsonNode error = message.get("error");
        if (error != null && !error.isNull()) {
            answer.completeExceptionally(RpcError.answered(error));
        } else {
            answer.complete(message.get("result"));
        }
    }

    private static String quote(byte[] line) {
        String text = new String(line, 0, Math.min(line.length, 400), StandardCharsets.UTF_8);
        return "\"" + Nodes.cut(text, 200) + "\"";
    }
}
