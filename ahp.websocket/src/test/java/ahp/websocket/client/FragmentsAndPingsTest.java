package ahp.websocket.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.websocket.CloseCodes;
import ahp.websocket.Frames;
import ahp.websocket.HandshakeKeys;
import ahp.websocket.WebSocketViolation;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The client end against a scripted server on a real socket, for what the daemon never sends:
 * messages in fragments (one far larger than a read, a ping between two fragments), pings, whose
 * pongs must come back masked, and a masked frame, which breaks the protocol and is answered with
 * a close saying so.
 */
class FragmentsAndPingsTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final Pattern KEY = Pattern.compile("Sec-WebSocket-Key: (\\S+)\r\n");

    /** One frame as the client sent it: opcode and unmasked payload. */
    private record ClientFrame(int opcode, byte[] payload) {}

    /** A scripted server's side of one connection, after the upgrade. */
    private interface Script {
        void play(DataInputStream in, OutputStream out) throws IOException;
    }

    @Test
    void fragmentsAreJoinedPingsAnsweredAndTheServersCloseAnswered() throws Exception {
        String big = "y".repeat(300_000);
        CompletableFuture<ClientFrame> pong = new CompletableFuture<>();
        CompletableFuture<ClientFrame> closeAnswer = new CompletableFuture<>();
        Recording recording = new Recording();
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Void> served = serve(listening, (in, out) -> {
                out.write(frame(false, Frames.TEXT, "frag".getBytes(StandardCharsets.UTF_8)));
                out.write(frame(true, Frames.PING, "are you there".getBytes(StandardCharsets.UTF_8)));
                out.write(frame(false, Frames.CONTINUATION, "men".getBytes(StandardCharsets.UTF_8)));
                out.write(frame(true, Frames.CONTINUATION, "ted".getBytes(StandardCharsets.UTF_8)));
                out.flush();
                pong.complete(read(in));
                for (int at = 0; at < big.length(); at += 100_000) {
                    out.write(frame(at + 100_000 >= big.length(), at == 0 ? Frames.TEXT : Frames.CONTINUATION,
                            big.substring(at, at + 100_000).getBytes(StandardCharsets.UTF_8)));
                }
                out.write(Frames.close(CloseCodes.NORMAL_CLOSURE, "done"));
                out.flush();
                closeAnswer.complete(read(in));
            });
            WebSocketClient client = WebSocketClient.connect(address(listening), Map.of(), null, TIMEOUT, recording);
            assertEquals("fragmented", recording.next());
            ClientFrame answered = done("the pong", pong, TIMEOUT);
            assertEquals(Frames.PONG, answered.opcode());
            assertArrayEquals("are you there".getBytes(StandardCharsets.UTF_8), answered.payload());
            assertEquals(big, recording.next());
            assertEquals("1000 done", done("the server's close", recording.closed, TIMEOUT));
            ClientFrame close = done("the close answered", closeAnswer, TIMEOUT);
            assertEquals(Frames.CLOSE, close.opcode());
            assertEquals(CloseCodes.NORMAL_CLOSURE, ((close.payload()[0] & 0xFF) << 8) | (close.payload()[1] & 0xFF));
            done("the script", served, TIMEOUT);
            long deadline = System.nanoTime() + TIMEOUT.toNanos();
            while (client.reading()) {
                assertTrue(System.nanoTime() < deadline, "the reading thread ended");
                Thread.onSpinWait();
            }
        }
    }

    @Test
    void aMaskedFrameFromTheServerIsAnsweredWithAProtocolError() throws Exception {
        CompletableFuture<ClientFrame> answer = new CompletableFuture<>();
        Recording recording = new Recording();
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            serve(listening, (in, out) -> {
                out.write(Frames.masked(Frames.TEXT, "masked".getBytes(StandardCharsets.UTF_8), 0x01020304));
                out.flush();
                answer.complete(read(in));
            });
            WebSocketClient.connect(address(listening), Map.of(), null, TIMEOUT, recording);
            String closed = done("the client's end", recording.closed, TIMEOUT);
            assertTrue(closed.startsWith("1002 "), closed);
            ClientFrame close = done("the close it sent", answer, TIMEOUT);
            assertEquals(Frames.CLOSE, close.opcode());
            assertEquals(WebSocketViolation.PROTOCOL_ERROR, ((close.payload()[0] & 0xFF) << 8) | (close.payload()[1] & 0xFF));
            assertTrue(recording.messages.isEmpty(), "nothing handed on: " + recording.messages);
        }
    }

    private static URI address(ServerSocket listening) {
        return URI.create("ws://127.0.0.1:" + listening.getLocalPort() + "/");
    }

    /** Accepts one connection, answers its upgrade, and plays {@code script} on it. */
    private static CompletableFuture<Void> serve(ServerSocket listening, Script script) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            try (Socket socket = listening.accept()) {
                DataInputStream in = new DataInputStream(socket.getInputStream());
                ByteArrayOutputStream head = new ByteArrayOutputStream();
                while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
                    head.write(in.readUnsignedByte());
                }
                Matcher key = KEY.matcher(head.toString(StandardCharsets.ISO_8859_1));
                assertTrue(key.find(), head.toString(StandardCharsets.ISO_8859_1));
                OutputStream out = socket.getOutputStream();
                out.write(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Accept: " + HandshakeKeys.accept(key.group(1)) + "\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
                script.play(in, out);
                done.complete(null);
            } catch (IOException | RuntimeException | AssertionError failed) {
                done.completeExceptionally(failed);
            }
        });
        return done;
    }

    /** An unmasked frame, final or not. */
    private static byte[] frame(boolean fin, int opcode, byte[] payload) {
        byte[] frame = Frames.control(opcode, payload);
        if (!fin) {
            frame[0] &= 0x7F;
        }
        return frame;
    }

    /** Reads one frame the client sent, which must be masked. */
    private static ClientFrame read(DataInputStream in) throws IOException {
        int first = in.readUnsignedByte();
        int second = in.readUnsignedByte();
        assertTrue((second & 0x80) != 0, "a client's frame is masked");
        long length = second & 0x7F;
        if (length == 126) {
            length = in.readUnsignedShort();
        } else if (length == 127) {
            length = in.readLong();
        }
        byte[] mask = in.readNBytes(4);
        byte[] payload = in.readNBytes((int) length);
        for (int i = 0; i < payload.length; i++) {
            payload[i] ^= mask[i & 3];
        }
        return new ClientFrame(first & 0x0F, payload);
    }

    /** {@code stage}'s value once it completes; fails with {@code what} after {@link #TIMEOUT}. */
    private static <T> T done(String what, java.util.concurrent.CompletionStage<T> stage, Duration timeout) {
        try {
            return stage.toCompletableFuture().get(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException e) {
            throw new AssertionError(what + " did not complete", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(what, e);
        }
    }
}
