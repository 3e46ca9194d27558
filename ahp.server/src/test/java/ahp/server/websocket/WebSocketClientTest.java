package ahp.server.websocket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.websocket.CloseCodes;
import ahp.websocket.client.TrustedCertificates;
import ahp.websocket.client.UpgradeRefused;
import ahp.websocket.client.WebSocketClient;
import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.testing.Await;
import ahp.server.testing.TestCertificates;
import ahp.server.tls.TlsContexts;
import ahp.server.transport.Connection;
import ahp.server.transport.MessageHandler;
import ahp.server.transport.ServerSettings;
import ahp.server.transport.TransportLimits;
import ahp.server.transport.WebSocketServer;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client end against the daemon's own WebSocket server (its transport, with an endpoint that
 * echoes): large messages both ways, many in order, the server closing, a refused token, TLS checked
 * against a CA and the address it was reached at, and a close that leaves no thread behind.
 */
class WebSocketClientTest {

    private static final String TOKEN = "owner-token";
    private static final Users USERS = Users.of(Map.of(TOKEN, new User("ann", Role.OWNER)));
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @TempDir
    Path folder;

    private final Echo echo = new Echo();
    private WebSocketServer server;

    @BeforeEach
    void start() {
        server = WebSocketServer.start("127.0.0.1", 0, USERS, echo, TransportLimits.defaults());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void largeMessagesGoBothWaysAndManyArriveInOrder() throws Exception {
        Recording recording = new Recording();
        WebSocketClient client = connect(server.address(), TOKEN, null, recording);
        String large = "é".repeat(1_500_000) + "end"; // 3 MB of UTF-8: many reads, a 64-bit length
        client.sendText(large);
        assertEquals(large, recording.next());
        for (int i = 0; i < 500; i++) {
            client.sendText("message " + i);
        }
        for (int i = 0; i < 500; i++) {
            assertEquals("message " + i, recording.next());
        }
        client.close();
    }

    @Test
    void theServerClosingEndsTheConnectionOnceAndSendingThenFails() throws Exception {
        Recording recording = new Recording();
        WebSocketClient client = connect(server.address(), TOKEN, null, recording);
        client.sendText("close");
        assertEquals("1000 asked to", Await.done("the server's close", recording.closed, TIMEOUT));
        Await.until("the reading thread ended", () -> !client.reading());
        assertThrows(IOException.class, () -> client.sendText("after"));
        client.close();
        assertEquals(1, recording.closes.get(), "told once");
    }

    @Test
    void closeKeepsTheHandshakeAndLeavesNoThreadBehind() throws Exception {
        Recording recording = new Recording();
        WebSocketClient client = connect(server.address(), TOKEN, null, recording);
        client.sendText("hello");
        assertEquals("hello", recording.next());
        client.close(CloseCodes.NORMAL_CLOSURE, "bye");
        assertFalse(client.reading(), "the reading thread ended before close returned");
        assertTrue(recording.closed.isDone(), "the listener was told before close returned");
        Await.until("the server saw the connection end", () -> echo.ended.get() == 1);
    }

    @Test
    void aTokenTheServerDoesNotKnowIsRefusedWith401() throws Exception {
        Recording recording = new Recording();
        UpgradeRefused refused = assertThrows(UpgradeRefused.class,
                () -> connect(server.address(), "not-a-token", null, recording));
        assertEquals(401, refused.status());
    }

    @Test
    void wssChecksTheCertificateAgainstTheCaAndTheAddressItWasReachedAt() throws Exception {
        TestCertificates certificates = TestCertificates.selfSigned(folder, "daemon");
        TestCertificates stranger = TestCertificates.selfSigned(folder, "stranger");
        ServerSettings tls = ServerSettings.defaults().withTls(TlsContexts.server(certificates.certificate(), certificates.key()));
        SSLContext trusting = TrustedCertificates.from(certificates.certificate());
        try (WebSocketServer secure = WebSocketServer.start("127.0.0.1", 0, USERS, new Echo(), TransportLimits.defaults(), tls);
                WebSocketServer elsewhere = WebSocketServer.start("127.0.0.2", 0, USERS, new Echo(), TransportLimits.defaults(), tls)) {
            Recording recording = new Recording();
            assertTrue(secure.address().toString().startsWith("wss://127.0.0.1:"), secure.address().toString());
            WebSocketClient client = connect(secure.address(), TOKEN, trusting, recording);
            String large = "x".repeat(200_000);
            client.sendText(large);
            assertEquals(large, recording.next(), "through TLS records larger than one read");
            client.close();
            assertThrows(IOException.class, () -> connect(secure.address(), TOKEN,
                    TrustedCertificates.from(stranger.certificate()), new Recording()), "a certificate the CA did not sign");
            assertThrows(IOException.class, () -> connect(secure.address(), TOKEN, null, new Recording()),
                    "the system's authorities did not sign it either");
            IOException misnamed = assertThrows(IOException.class,
                    () -> connect(elsewhere.address(), TOKEN, trusting, new Recording()));
            assertTrue(String.valueOf(misnamed.getMessage()).contains("127.0.0.2"),
                    "the certificate names 127.0.0.1 and localhost, not the address reached: " + misnamed);
        }
    }

    private static WebSocketClient connect(URI address, String token, SSLContext tls, Recording recording)
            throws IOException {
        return WebSocketClient.connect(address, Map.of("Authorization", "Bearer " + token), tls, TIMEOUT, recording);
    }

    /** What a client was told: messages in order, and how it closed. */
    static final class Recording implements WebSocketClient.Listener {

        final LinkedBlockingQueue<String> messages = new LinkedBlockingQueue<>();
        final CompletableFuture<String> closed = new CompletableFuture<>();
        final AtomicInteger closes = new AtomicInteger();

        @Override
        public void onText(byte[] bytes, int offset, int length) {
            messages.add(new String(bytes, offset, length, StandardCharsets.UTF_8));
        }

        @Override
        public void onClose(int code, String reason) {
            closes.incrementAndGet();
            closed.complete(code + " " + reason);
        }

        /** The next message, within the timeout. */
        String next() throws InterruptedException {
            String message = messages.poll(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            if (message == null) {
                throw new AssertionError("no message within " + TIMEOUT);
            }
            return message;
        }
    }

    /** The daemon's transport with an endpoint that echoes each message, or closes when asked to. */
    static final class Echo implements ahp.server.transport.Endpoint {

        final AtomicInteger ended = new AtomicInteger();

        @Override
        public MessageHandler open(Connection connection) {
            return new MessageHandler() {
                @Override
                public void onMessage(String message) {
                    if (message.equals("close")) {
                        connection.close(Connection.NORMAL_CLOSURE, "asked to");
                    } else {
                        connection.send(message);
                    }
                }

                @Override
                public void onTooLarge(long length, long limit) {
                    connection.send("too large");
                }

                @Override
                public void onBinary(long length) {
                    connection.send("binary");
                }

                @Override
                public void onClosed() {
                    ended.incrementAndGet();
                }
            };
        }
    }
}
