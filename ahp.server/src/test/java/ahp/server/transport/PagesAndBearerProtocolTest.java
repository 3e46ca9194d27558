package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.testing.RawWebSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The two things the transport does for a browser, over real sockets: a request that asks for no
 * WebSocket goes to the {@link Pages} (an upgrade never does), and a token may come in
 * {@code Sec-WebSocket-Protocol}, which is answered with {@code ahp} and never echoed.
 */
class PagesAndBearerProtocolTest {

    private static final Users USERS = Users.of(Map.of("tök/en+=", new User("ann", Role.OWNER)));
    private static final String BEARER = "ahp.bearer."
            + Base64.getUrlEncoder().withoutPadding().encodeToString("tök/en+=".getBytes(StandardCharsets.UTF_8));

    private final List<PageRequest> asked = new CopyOnWriteArrayList<>();
    private WebSocketServer server;
    private URI uri;

    @BeforeEach
    void start() {
        Pages pages = request -> {
            asked.add(request);
            byte[] answer = "HTTP/1.1 200 OK\r\nContent-Length: 4\r\nConnection: close\r\n\r\npage"
                    .getBytes(StandardCharsets.ISO_8859_1);
            return request.path().equals("/mine") || request.path().equals("/")
                    ? Optional.of(new Pages.Answer(200, answer)) : Optional.empty();
        };
        server = WebSocketServer.start("127.0.0.1", 0, USERS, new EchoEndpoint(), TransportLimits.defaults(), pages);
        uri = server.address();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aPlainRequestIsThePagesAndAnUpgradeIsNot() throws Exception {
        String page = RawWebSocket.exchange(uri, "GET /mine?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n\r\n");
        assertTrue(page.startsWith("HTTP/1.1 200 OK"), page);
        assertEquals("/mine", asked.getFirst().path());
        assertEquals(Optional.of("text/html"), asked.getFirst().header("Accept"));

        String elsewhere = RawWebSocket.exchange(uri, "GET /elsewhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertTrue(elsewhere.startsWith("HTTP/1.1 404 "), "no page: the upgrade's own answer: " + elsewhere);

        asked.clear();
        String upgrade = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri, "Authorization: Bearer tök/en+=\r\n"));
        assertTrue(upgrade.startsWith("HTTP/1.1 101 "), upgrade);
        assertTrue(asked.isEmpty(), "an upgrade never reaches the pages: " + asked);
    }

    @Test
    void aTokenInTheSubprotocolSignsInAndIsNeverEchoed() throws Exception {
        String head = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri,
                "Sec-WebSocket-Protocol: ahp, " + BEARER + "\r\nOrigin: http://127.0.0.1:" + uri.getPort() + "\r\n"));
        assertTrue(head.startsWith("HTTP/1.1 101 "), head);
        assertTrue(head.contains("\r\nSec-WebSocket-Protocol: ahp\r\n"), head);
        assertFalse(head.contains("bearer"), head);

        String wrong = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri,
                "Sec-WebSocket-Protocol: ahp, ahp.bearer.bm9ib2R5\r\n"));
        assertTrue(wrong.startsWith("HTTP/1.1 401 "), wrong);
        String notBase64 = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri,
                "Sec-WebSocket-Protocol: ahp, ahp.bearer.!!\r\n"));
        assertTrue(notBase64.startsWith("HTTP/1.1 401 "), notBase64);
        String elsewhere = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri,
                "Sec-WebSocket-Protocol: ahp, " + BEARER + "\r\nOrigin: http://elsewhere.example\r\n"));
        assertTrue(elsewhere.startsWith("HTTP/1.1 403 "), "the origin check holds for it too: " + elsewhere);
    }

    @Test
    void aHeaderTokenNamesNoSubprotocol() throws Exception {
        String head = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri, "Authorization: Bearer tök/en+=\r\n"));
        assertTrue(head.startsWith("HTTP/1.1 101 "), head);
        assertFalse(head.contains("Sec-WebSocket-Protocol"), head);
    }
}
