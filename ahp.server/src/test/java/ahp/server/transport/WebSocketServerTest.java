package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.testing.Await;
import ahp.server.testing.RawWebSocket;
import ahp.server.testing.WsClient;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The transport over real sockets, driven by a small echoing endpoint: sign-in on the
 * upgrade, whole messages, limits, a peer that vanishes, and a peer that stops reading.
 */
class WebSocketServerTest {

    private static final Users USERS = Users.of(Map.of(
            "owner-token", new User("ann", Role.OWNER),
            "guest-token", new User("gus", Role.GUEST)));

    private final EchoEndpoint endpoint = new EchoEndpoint();
    private WebSocketServer server;
    private URI uri;

    @BeforeEach
    void start() {
        TransportLimits limits = new TransportLimits(1000, 64 * 1024, 50, 64 * 1024);
        server = WebSocketServer.start("127.0.0.1", 0, USERS, endpoint, limits);
        uri = server.address();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void anUpgradeWithoutAKnownTokenIsRefused401() {
        assertEquals(401, WsClient.refusedStatus(uri, null));
        assertEquals(401, WsClient.refusedStatus(uri, "not-a-token"));
        assertEquals(-1, WsClient.refusedStatus(uri, "guest-token"));
    }

    @Test
    void aTokenInTheQuerySignsInToo() {
        try (WsClient client = WsClient.connect(URI.create(uri + "?token=owner-token"), null)) {
            client.send("hello");
            assertEquals("ann:hello", client.next());
        }
        // VS Code's remote agent host transport appends the pasted token as ?tkn= (its connectionTokenQueryName).
        try (WsClient client = WsClient.connect(URI.create(uri + "?tkn=owner-token"), null)) {
            client.send("hello");
            assertEquals("ann:hello", client.next());
        }
        assertEquals(401, WsClient.refusedStatus(URI.create(uri + "?tkn=not-a-token"), null));
    }

    @Test
    void eachMessageReachesTheEndpointWholeAndInOrder() {
        try (WsClient client = WsClient.connect(uri, "guest-token")) {
            client.send("one");
            client.sendFragments(List.of("t", "w", "o"));
            client.send("three");
            assertEquals("gus:one", client.next());
            assertEquals("gus:two", client.next());
            assertEquals("gus:three", client.next());
        }
    }

    @Test
    void aMessageOverTheLimitIsRefusedAndTheConnectionCarriesOn() {
        try (WsClient client = WsClient.connect(uri, "owner-token")) {
            client.sendFragments(List.of("a".repeat(600), "b".repeat(600)));
            assertEquals("too large:1200/1000", client.next());
            client.send("still here");
            assertEquals("ann:still here", client.next());
        }
    }

    @Test
    void aFrameOverTheFrameLimitClosesWith1009() throws Exception {
        try (RawWebSocket raw = new RawWebSocket(uri, "owner-token")) {
            raw.sendOneFrame(100 * 1024);
            assertEquals(Connection.MESSAGE_TOO_BIG, raw.awaitCloseCode());
        }
        Await.until("the endpoint to hear the connection end", endpoint::allEnded);
    }

    @Test
    void aClientThatVanishesIsReportedGone() {
        WsClient client = WsClient.connect(uri, "owner-token");
        client.send("hi");
        assertEquals("ann:hi", client.next());
        client.abort();
        Await.until("the endpoint to hear the connection end", endpoint::allEnded);
    }

    @Test
    void aClientThatStopsReadingIsCutOffAndNobodyElseWaits() {
        try (WsClient fast = WsClient.connect(uri, "owner-token");
                WsClient slow = WsClient.slow(uri, "guest-token")) {
            slow.send("flood");
            Await.until("the flood to be refused", endpoint.floodRefused::get);
            Await.until("the slow connection to end", () -> endpoint.ended.size() == 1);
            fast.send("after");
            assertEquals("ann:after", fast.next());
            assertFalse(endpoint.ended.size() > 1, "only the slow connection ended");
            assertEquals(2, endpoint.open.size());
        }
    }
}
