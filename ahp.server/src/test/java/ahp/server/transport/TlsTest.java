package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.websocket.client.TrustedCertificates;
import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.testing.Await;
import ahp.server.testing.TestCertificates;
import ahp.server.testing.WsClient;
import ahp.server.tls.TlsContexts;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletionException;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TLS on the socket: {@code wss://} with a certificate from PEM files, checked by a client that
 * trusts that certificate and refused by one that does not; large messages both ways through
 * records that do not fit the socket at once; and a clear-text client on the TLS port let in on nothing.
 */
class TlsTest {

    private static final Users USERS = Users.of(Map.of("owner-token", new User("ann", Role.OWNER)));

    @TempDir
    static Path folder;

    private static TestCertificates certificates;
    private static WebSocketServer server;
    private static final EchoEndpoint ENDPOINT = new EchoEndpoint();

    @BeforeAll
    static void start() throws Exception {
        certificates = TestCertificates.selfSigned(folder, "daemon");
        SSLContext tls = TlsContexts.server(certificates.certificate(), certificates.key());
        server = WebSocketServer.start("127.0.0.1", 0, USERS, ENDPOINT, TransportLimits.defaults(),
                ServerSettings.defaults().withTls(tls));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theAddressIsWssAndAClientTrustingTheCertificateTalksThroughIt() throws Exception {
        assertTrue(server.address().toString().startsWith("wss://127.0.0.1:"), server.address().toString());
        try (WsClient client = connect(TrustedCertificates.from(certificates.certificate()))) {
            client.send("hello");
            assertEquals("ann:hello", client.next());
            client.send("x".repeat(200_000));
            assertEquals("ann:" + "x".repeat(200_000), client.next(), "a message of many records, in");
            client.send("big");
            assertEquals(EchoEndpoint.BIG / 2 * 2, client.next().getBytes(StandardCharsets.UTF_8).length,
                    "a message of many records, out, faster than the socket takes it");
            for (int i = 0; i < 200; i++) {
                client.send("n" + i);
            }
            for (int i = 0; i < 200; i++) {
                assertEquals("ann:n" + i, client.next());
            }
        }
    }

    @Test
    void aClientThatDoesNotTrustTheCertificateDoesNotConnect() throws Exception {
        TestCertificates other = TestCertificates.selfSigned(folder, "other");
        CompletionException refused = assertThrows(CompletionException.class,
                () -> connect(TrustedCertificates.from(other.certificate())));
        assertTrue(refused.getCause() instanceof IOException, refused.toString());
        assertThrows(CompletionException.class, () -> connect(SSLContext.getDefault()));
    }

    @Test
    void aClearTextRequestOnTheTlsPortGetsNoAnswerAndTheServerGoesOn() throws Exception {
        try (Socket plain = new Socket("127.0.0.1", server.port())) {
            plain.setSoTimeout((int) Await.DEFAULT.toMillis());
            plain.getOutputStream().write(("GET /?token=owner-token HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            byte[] answer = plain.getInputStream().readAllBytes();
            assertTrue(!new String(answer, StandardCharsets.ISO_8859_1).contains("HTTP/1.1 101"), "no upgrade in clear text");
        }
        try (WsClient client = connect(TrustedCertificates.from(certificates.certificate()))) {
            client.send("still");
            assertEquals("ann:still", client.next());
        }
    }

    private static WsClient connect(SSLContext trust) {
        return WsClient.overTls(URI.create("wss://127.0.0.1:" + server.port() + "/"), "owner-token", trust);
    }
}
