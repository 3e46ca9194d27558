package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.testing.Await;
import ahp.server.testing.LoggedRecords;
import ahp.server.testing.RawWebSocket;
import ahp.server.testing.WsClient;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The upgrade against people who hold sockets open: idle sockets from one address, sockets that
 * send their head a byte at a time, and more signed-in connections than the daemon may hold.
 */
class UpgradeUnderAttackTest {

    private static final Users USERS = Users.of(Map.of("owner-token", new User("ann", Role.OWNER)));

    private final EchoEndpoint endpoint = new EchoEndpoint();
    private final List<Socket> idle = new ArrayList<>();
    private WebSocketServer server;

    @AfterEach
    void stop() throws IOException {
        for (Socket socket : idle) {
            socket.close();
        }
        server.close();
    }

    private URI start(ServerSettings settings) {
        server = WebSocketServer.start("127.0.0.1", 0, USERS, endpoint, TransportLimits.defaults(), settings);
        return server.address();
    }

    @Test
    void idleSocketsFromOneAddressPushOutTheirOwnOldestAndAPersonStillGetsIn() throws Exception {
        // A deadline longer than the test: every socket closed here was pushed out, none timed out.
        URI uri = start(ServerSettings.defaults().withUpgrades(new UpgradeLimits(8, 64, Duration.ofMinutes(5))));
        for (int i = 0; i < 40; i++) {
            idle.add(connectIdle(uri));
        }
        for (int i = 0; i < 32; i++) {
            assertEquals(-1, idle.get(i).getInputStream().read(), "idle socket " + i + " was pushed out by a newer one");
        }
        try (WsClient person = WsClient.connect(uri, "owner-token")) {
            person.send("in");
            assertEquals("ann:in", person.next());
        }
        assertEquals(-1, idle.get(32).getInputStream().read(), "the person's upgrade pushed out the oldest idle one");
    }

    @Test
    void aHeadSentSlowlyIsCutAtTheDeadline() throws Exception {
        URI uri = start(ServerSettings.defaults().withUpgrades(new UpgradeLimits(8, 64, Duration.ofMillis(500))));
        try (Socket slow = connectIdle(uri)) {
            InputStream in = slow.getInputStream();
            slow.getOutputStream().write("GET / HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
            Await.until("the slow upgrade was cut", () -> {
                try {
                    slow.getOutputStream().write('X');
                    return in.available() == 0 && in.read() == -1;
                } catch (IOException cut) {
                    return true;
                }
            });
        }
        try (WsClient person = WsClient.connect(uri, "owner-token")) {
            person.send("in");
            assertEquals("ann:in", person.next());
        }
    }

    @Test
    void overTheCapASignedInUpgradeIsAnswered503AndTheLogSaysSoOncePerBurst() throws Exception {
        URI uri = start(ServerSettings.defaults().withMaxConnections(2));
        try (LoggedRecords log = LoggedRecords.of(WebSocketServer.class)) {
            WsClient first = WsClient.connect(uri, "owner-token");
            try (WsClient second = WsClient.connect(uri, "owner-token")) {
                for (int i = 0; i < 5; i++) {
                    assertEquals(503, WsClient.refusedStatus(uri, "owner-token"));
                }
                String answer = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri, "Authorization: Bearer owner-token\r\n"));
                assertTrue(answer.startsWith("HTTP/1.1 503") && answer.contains("Retry-After: 5"), answer);
                assertEquals(401, WsClient.refusedStatus(uri, "not-a-token"), "no token, no word of the cap");
                first.close();
                Await.until("a place is free again", () -> WsClient.refusedStatus(uri, "owner-token") == -1);
            }
            List<LogRecord> warnings = log.all().stream().filter(r -> r.getLevel() == Level.WARNING).toList();
            assertEquals(1, warnings.size(), "one warning for the burst: " + warnings.stream().map(LogRecord::getMessage).toList());
            assertTrue(log.all().stream().anyMatch(r -> r.getLevel() == Level.INFO
                    && r.getMessage().startsWith("Taking connections again") && r.getParameters()[0].equals(6L)),
                    "the end of the burst is said once, with its count");
        }
    }

    private static Socket connectIdle(URI uri) throws IOException {
        Socket socket = new Socket(uri.getHost(), uri.getPort());
        socket.setSoTimeout((int) Await.DEFAULT.toMillis());
        return socket;
    }
}
