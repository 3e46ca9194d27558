package ahp.bench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The driver's WebSocket client against the bench's echo server, over real loopback sockets. */
class WebSocketClientTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private record Heard(BlockingQueue<String> texts, BlockingQueue<String> closes) implements WebSocketClient.Listener {
        Heard() {
            this(new LinkedBlockingQueue<>(), new LinkedBlockingQueue<>());
        }

        @Override
        public void onText(String text) {
            texts.add(text);
        }

        @Override
        public void onClose(int code, String reason) {
            closes.add(code + " " + reason);
        }

        @Override
        public void onError(Throwable error) {
            closes.add("error " + error);
        }
    }

    @Test
    void acceptKeyIsTheOneOfRfc6455() {
        assertEquals("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", ahp.websocket.HandshakeKeys.accept("dGhlIHNhbXBsZSBub25jZQ=="));
    }

    @Test
    void messagesOfEveryLengthClassComeBackWhole() throws Exception {
        Heard heard = new Heard();
        try (EchoServer server = EchoServer.start();
                WebSocketClient client = WebSocketClient.connect(server.address(), Map.of(), TIMEOUT, heard)) {
            for (int length : new int[] {0, 1, 125, 126, 65535, 65536, 3_000_000}) {
                String text = "é€😀x".repeat(length / 4 + 1).substring(0, length);
                client.sendText(text);
                assertEquals(text, heard.texts().poll(10, TimeUnit.SECONDS), "length " + length);
            }
            client.sendClose(1000, "done");
            assertEquals("1000 done", heard.closes().poll(10, TimeUnit.SECONDS));
        }
    }

    @Test
    void aServerThatDoesNotUpgradeIsRefused() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread.ofVirtual().start(() -> {
                try (Socket socket = server.accept()) {
                    socket.getInputStream().read(new byte[4096]);
                    socket.getOutputStream().write("HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n"
                            .getBytes(StandardCharsets.ISO_8859_1));
                } catch (IOException ignored) {
                    // the test fails on its own assertion
                }
            });
            IOException refused = assertThrows(IOException.class, () -> WebSocketClient.connect(
                    java.net.URI.create("ws://127.0.0.1:" + server.getLocalPort() + "/"), Map.of(), TIMEOUT, new Heard()));
            assertEquals("the server refused the upgrade: HTTP/1.1 401 Unauthorized", refused.getMessage());
        }
    }
}
