package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.testing.Await;
import ahp.server.testing.RawWebSocket;
import ahp.server.testing.RawWebSocket.Frame;
import ahp.server.testing.WsClient;
import ahp.websocket.HandshakeKeys;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * RFC 6455 as the server keeps it, over real sockets with a client written by hand: the opening
 * handshake and each way it is refused, control frames, the close handshake both ways, a peer that
 * breaks the protocol, and messages whose bytes arrive split anywhere.
 */
class WebSocketProtocolTest {

    private static final Users USERS = Users.of(Map.of("owner-token", new User("ann", Role.OWNER)));
    private static final int TEXT = 0x1;
    private static final int CLOSE = 0x8;
    private static final int PONG = 0xA;

    private final EchoEndpoint endpoint = new EchoEndpoint();
    private WebSocketServer server;
    private URI uri;

    @BeforeEach
    void start() {
        server = WebSocketServer.start("127.0.0.1", 0, USERS, endpoint, TransportLimits.defaults());
        uri = server.address();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void theUpgradeIsAnsweredWithTheAcceptKeyOfRfc6455() throws Exception {
        // RFC 6455 §1.3's own example.
        assertEquals("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", HandshakeKeys.accept("dGhlIHNhbXBsZSBub25jZQ=="));
        String head = RawWebSocket.exchange(uri, RawWebSocket.upgradeRequest(uri, "Authorization: Bearer owner-token\r\n"));
        assertTrue(head.startsWith("HTTP/1.1 101 "), head);
        assertTrue(head.contains("Sec-WebSocket-Accept: " + HandshakeKeys.accept(RawWebSocket.KEY) + "\r\n"), head);
    }

    @Test
    void eachWrongUpgradeIsRefusedWithItsOwnStatus() throws Exception {
        String token = "Authorization: Bearer owner-token\r\n";
        assertStatus(404, RawWebSocket.upgradeRequest(uri, token).replace("GET / ", "GET /elsewhere "));
        assertStatus(405, RawWebSocket.upgradeRequest(uri, token).replace("GET / ", "POST / "));
        assertStatus(401, RawWebSocket.upgradeRequest(uri, "Authorization: Bearer nobody\r\n"));
        assertStatus(403, RawWebSocket.upgradeRequest(uri, token + "Origin: http://elsewhere.example\r\n"));
        assertStatus(101, RawWebSocket.upgradeRequest(uri, token + "Origin: http://127.0.0.1:" + uri.getPort() + "\r\n"));
        assertStatus(426, RawWebSocket.upgradeRequest(uri, token).replace("Upgrade: websocket\r\n", ""));
        assertStatus(426, RawWebSocket.upgradeRequest(uri, token).replace("Version: 13", "Version: 8"));
        assertStatus(400, RawWebSocket.upgradeRequest(uri, token).replace(RawWebSocket.KEY, "short"));
        assertStatus(400, "NONSENSE\r\n\r\n");
        assertStatus(431, RawWebSocket.upgradeRequest(uri, token + "X-Padding: " + "p".repeat(20_000) + "\r\n"));
        assertStatus(101, RawWebSocket.upgradeRequest(URI.create(uri + "?token=owner-token"), ""));
    }

    private void assertStatus(int status, String request) throws Exception {
        String head = RawWebSocket.exchange(uri, request);
        assertTrue(head.startsWith("HTTP/1.1 " + status + " "), "expected " + status + ", got: " + head);
    }

    @Test
    void framesSentWithTheRequestAreRead() throws Exception {
        byte[] early = RawWebSocket.frame(0x81, "early".getBytes(StandardCharsets.UTF_8), true);
        try (RawWebSocket raw = new RawWebSocket(uri, "owner-token", early)) {
            assertEquals("ann:early", raw.readFrame().text());
        }
    }

    @Test
    void aMessageSplitInsideACharacterAcrossFramesAndPacketsArrivesWhole() throws Exception {
        byte[] text = "naïve ☃ 𝄞 end".getBytes(StandardCharsets.UTF_8);
        int split = "naï".getBytes(StandardCharsets.UTF_8).length - 1; // between the two bytes of ï
        byte[] first = Arrays.copyOfRange(text, 0, split);
        byte[] rest = Arrays.copyOfRange(text, split, text.length);
        try (RawWebSocket raw = new RawWebSocket(uri, "owner-token")) {
            raw.sendRaw(RawWebSocket.frame(0x01, first, true));
            raw.sendRaw(RawWebSocket.frame(0x89, "mid".getBytes(StandardCharsets.UTF_8), true)); // a ping between fragments
            for (byte b : RawWebSocket.frame(0x80, rest, true)) {
                raw.sendRaw(new byte[] {b}); // one byte a write: every header and payload boundary split
            }
            Frame pong = raw.readFrame();
            assertEquals(PONG, pong.opcode());
            assertEquals("mid", pong.text());
            Frame echo = raw.readFrame();
            assertEquals(TEXT, echo.opcode());
            assertEquals("ann:naïve ☃ 𝄞 end", echo.text());
        }
    }

    @Test
    void aMessageManyTimesTheWriteBufferArrivesWhole() {
        try (WsClient client = WsClient.connect(uri, "owner-token")) {
            client.send("big");
            assertEquals("é".repeat(EchoEndpoint.BIG / 2), client.next());
            client.send("after");
            assertEquals("ann:after", client.next());
        }
    }

    @Test
    void theClientsCloseIsAnsweredWithItsCodeAndTheServerEndsTheSocket() throws Exception {
        try (RawWebSocket raw = new RawWebSocket(uri, "owner-token")) {
            raw.sendRaw(RawWebSocket.frame(0x88, closePayload(4001, "done"), true));
            Frame answer = raw.readFrame();
            assertEquals(CLOSE, answer.opcode());
            assertEquals(4001, answer.closeCode());
            assertTrue(raw.atEnd(), "the server closed the TCP connection after the handshake");
        }
        Await.until("the endpoint to hear the connection end", endpoint::allEnded);
    }

    @Test
    void theServersCloseWaitsForTheClientsAnswer() throws Exception {
        try (RawWebSocket raw = new RawWebSocket(uri, "owner-token")) {
            raw.sendRaw(RawWebSocket.frame(0x81, "close".getBytes(StandardCharsets.UTF_8), true));
            Frame close = raw.readFrame();
            assertEquals(CLOSE, close.opcode());
            assertEquals(Connection.NORMAL_CLOSURE, close.closeCode());
            assertArrayEquals("asked to".getBytes(StandardCharsets.UTF_8),
                    Arrays.copyOfRange(close.payload(), 2, close.payload().length));
            assertTrue(endpoint.ended.isEmpty(), "still open until the client answers");
            raw.sendRaw(RawWebSocket.frame(0x88, closePayload(1000, ""), true));
            assertTrue(raw.atEnd());
        }
        Await.until("the endpoint to hear the connection end", endpoint::allEnded);
    }

    @Test
    void aPeerThatPingsAndNeverReadsIsCutOffLikeAnyPeerThatFallsBehind() throws Exception {
        byte[] ping = RawWebSocket.frame(0x89, new byte[125], true);
        byte[] burst = new byte[ping.length * 1000];
        for (int i = 0; i < 1000; i++) {
            System.arraycopy(ping, 0, burst, i * ping.length, ping.length);
        }
        boolean cut = false;
        try (RawWebSocket raw = new RawWebSocket(uri, "owner-token")) {
            // Up to 500,000 pings (65 MB), never reading a pong: far past the socket buffers and the
            // queue's 10,000 frames. The server cuts the socket, and then writing fails.
            for (int i = 0; i < 500 && !cut; i++) {
                try {
                    raw.sendRaw(burst);
                    cut = !endpoint.ended.isEmpty();
                } catch (IOException reset) {
                    cut = true;
                }
            }
        }
        assertTrue(cut, "the server cut the connection while the pings went on");
        Await.until("the endpoint to hear the connection end", endpoint::allEnded);
    }

    @Test
    void aPeerThatBreaksTheProtocolIsClosedWithTheCodeThatSaysHow() throws Exception {
        byte[] hello = "hello".getBytes(StandardCharsets.UTF_8);
        assertClosedWith(1002, RawWebSocket.frame(0x81, hello, false)); // unmasked
        assertClosedWith(1002, RawWebSocket.frame(0xC1, hello, true)); // a reserved bit
        assertClosedWith(1002, RawWebSocket.frame(0x83, hello, true)); // an unknown opcode
        assertClosedWith(1002, RawWebSocket.frame(0x80, hello, true)); // a continuation of nothing
        assertClosedWith(1002, RawWebSocket.frame(0x09, hello, true)); // a fragmented ping
        assertClosedWith(1002, join(RawWebSocket.frame(0x01, hello, true), RawWebSocket.frame(0x81, hello, true)));
        assertClosedWith(1002, RawWebSocket.frame(0x88, closePayload(1005, ""), true)); // a code for reports only
        assertClosedWith(1007, RawWebSocket.frame(0x81, new byte[] {'a', (byte) 0xC3, 0x28}, true));
        assertClosedWith(1007, RawWebSocket.frame(0x81, new byte[] {'a', (byte) 0xE2, (byte) 0x82}, true)); // cut short
    }

    private void assertClosedWith(int code, byte[] bytes) throws Exception {
        try (RawWebSocket raw = new RawWebSocket(uri, "owner-token")) {
            raw.sendRaw(bytes);
            Frame close = raw.readFrame();
            assertEquals(CLOSE, close.opcode());
            assertEquals(code, close.closeCode(), close.text());
            assertTrue(raw.atEnd(), "the server ended the socket");
        }
    }

    private static byte[] closePayload(int code, String reason) {
        ByteArrayOutputStream payload = new ByteArrayOutputStream();
        payload.write(code >>> 8);
        payload.write(code & 0xff);
        payload.writeBytes(reason.getBytes(StandardCharsets.UTF_8));
        return payload.toByteArray();
    }

    private static byte[] join(byte[] first, byte[] second) {
        ByteArrayOutputStream both = new ByteArrayOutputStream();
        both.writeBytes(first);
        both.writeBytes(second);
        return both.toByteArray();
    }
}
