package ahp.backends.acp.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** JSON-RPC over lines: requests both ways, answers, errors, and the end of a stream. */
class JsonRpcConnectionTest {

    private final PipedOutputStream peer = new PipedOutputStream();
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();
    private final List<String> notifications = new ArrayList<>();
    private final CompletableFuture<JsonRpcConnection.End> ended = new CompletableFuture<>();
    private final CompletableFuture<String> answered = new CompletableFuture<>();
    private final CountDownLatch holding = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final JsonRpcConnection connection;

    JsonRpcConnectionTest() throws IOException {
        PipedInputStream in = new PipedInputStream(peer, 1 << 16);
        connection = new JsonRpcConnection("test", in, new java.io.OutputStream() {
            @Override
            public void write(int b) {
                synchronized (written) {
                    written.write(b);
                    if (b == '\n' && written.toString(StandardCharsets.UTF_8).contains("\"id\":\"r1\"")) {
                        answered.complete(written.toString(StandardCharsets.UTF_8));
                    }
                }
            }
        }, new JsonRpcConnection.Handler() {
            @Override
            public void notification(String method, JsonNode params) {
                if (method.equals("hold")) {
                    holding.countDown();
                    awaitRelease();
                }
                synchronized (notifications) {
                    notifications.add(method + " " + params);
                }
            }

            @Override
            public CompletionStage<JsonNode> request(String method, JsonNode params) throws RpcError {
                if (method.equals("fail")) {
                    throw new RpcError(RpcError.INVALID_PARAMS, "no good");
                }
                return CompletableFuture.completedFuture(Json.MAPPER.createObjectNode().put("echo", params.path("x").asInt()));
            }

            @Override
            public void ended(JsonRpcConnection.End end) {
                ended.complete(end);
            }
        }, 1024);
        connection.start();
    }

    private void awaitRelease() {
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits, up to ten seconds, for {@code condition}. */
    private static void until(java.util.function.BooleanSupplier condition, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end > 0) {
                org.junit.jupiter.api.Assertions.fail("not within 10 s: " + what);
            }
            java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
        }
    }

    private void send(String line) throws IOException {
        peer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        peer.flush();
    }

    @Test
    void aRequestIsAnsweredAndTheOrderIsKept() throws Exception {
        CompletableFuture<JsonNode> first = connection.request("ask", Json.MAPPER.createObjectNode());
        CompletableFuture<JsonNode> second = connection.request("ask", Json.MAPPER.createObjectNode());
        send("{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"n\":1}}");
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32000,\"message\":\"later\"}}");
        send("{\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"ok\":true}}");
        send("{\"jsonrpc\":\"2.0\",\"id\":\"r1\",\"method\":\"echo\",\"params\":{\"x\":7}}");

        assertTrue(first.get(10, TimeUnit.SECONDS).path("ok").asBoolean());
        ExecutionException failed = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> second.get(10, TimeUnit.SECONDS));
        RpcError error = assertInstanceOf(RpcError.class, failed.getCause());
        assertEquals(-32000, error.code());
        assertEquals("later", error.getMessage());
        String out = answered.get(10, TimeUnit.SECONDS);
        assertTrue(out.contains("{\"jsonrpc\":\"2.0\",\"id\":\"r1\",\"result\":{\"echo\":7}}"), out);
        synchronized (notifications) {
            assertEquals(List.of("note {\"n\":1}"), notifications);
        }
    }

    @Test
    void aLineThatIsNotJsonEndsTheStream() throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"method\":\"note\"}");
        send("Debugger listening on ws://...");
        JsonRpcConnection.End end = ended.get(10, TimeUnit.SECONDS);
        assertEquals(JsonRpcConnection.End.Kind.MALFORMED, end.kind());
        assertEquals("it wrote a line that is not JSON: \"Debugger listening on ws://...\"", end.detail());
    }

    @Test
    void aLineLongerThanAllowedEndsTheStream() throws Exception {
        send("\"" + "x".repeat(2000) + "\"");
        assertEquals(JsonRpcConnection.End.Kind.MALFORMED, ended.get(10, TimeUnit.SECONDS).kind());
    }

    @Test
    void theEndOfTheStreamFailsNothingUntilClosedAndThenEverything() throws Exception {
        CompletableFuture<JsonNode> waiting = connection.request("ask", Json.MAPPER.createObjectNode());
        peer.close();
        assertEquals(JsonRpcConnection.End.Kind.END_OF_STREAM, ended.get(10, TimeUnit.SECONDS).kind());
        IOException gone = new IOException("gone");
        connection.close(gone);
        ExecutionException failed = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> waiting.get(10, TimeUnit.SECONDS));
        assertEquals(gone, failed.getCause());
        ExecutionException later = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> connection.request("ask", Json.MAPPER.createObjectNode()).get(10, TimeUnit.SECONDS));
        assertEquals(gone, later.getCause());
    }

    @Test
    void theReaderWaitsForThePeerOnlyOnceItHandledAllItRead() throws Exception {
        until(() -> connection.waitingSince() != JsonRpcConnection.NOT_WAITING, "the reader waits on an empty pipe");

        send("{\"jsonrpc\":\"2.0\",\"method\":\"hold\"}\n{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"n\":2}}");
        assertTrue(holding.await(10, TimeUnit.SECONDS));
        assertEquals(JsonRpcConnection.NOT_WAITING, connection.waitingSince(), "a line is being handled");
        long released = System.nanoTime();
        release.countDown();
        until(() -> {
            synchronized (notifications) {
                return notifications.contains("note {\"n\":2}");
            }
        }, "the line after the held one is handled");
        until(() -> connection.waitingSince() != JsonRpcConnection.NOT_WAITING, "the reader waits again");
        assertTrue(connection.waitingSince() - released >= 0, "waiting since it caught up, not since before");
    }
}
