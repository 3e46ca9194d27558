package ahp.server.transport;

import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.websocket.HandshakeKeys;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The server's answer to an upgrade request: {@code 101 Switching Protocols} for a signed-in
 * WebSocket handshake at {@value WebSocketServer#PATH}, or the HTTP error that says what is wrong,
 * checked in this order: a malformed head (400), a method other than GET (405), another path (404),
 * no known token (401), a page from another origin (403), not a WebSocket upgrade or another
 * version of it (426), a missing or malformed key (400).
 *
 * @param user who signed in, or null when refused
 * @param status the HTTP status
 * @param response the whole response head (and for a refusal, its short text body)
 */
record UpgradeAnswer(User user, int status, byte[] response) {

    /** Whether the connection goes on as a WebSocket. */
    boolean accepted() {
        return user != null;
    }

    /** The answer to a head that could not be parsed or did not fit. */
    static UpgradeAnswer malformed(int status) {
        return refuse(status, status == 431 ? "Request Header Fields Too Large" : "Bad Request", "",
                "Not a well-formed HTTP/1.1 request head\n");
    }

    /** The answer when the daemon holds as many connections as it may: try again later. */
    static UpgradeAnswer busy() {
        return refuse(503, "Service Unavailable", "Retry-After: 5\r\n",
                "The daemon holds as many connections as it may (--max-connections); try again later\n");
    }

    /** Decides how to answer {@code request}. */
    static UpgradeAnswer decide(UpgradeRequest request, Users users, OriginCheck origins) {
        if (!request.method().equals("GET")) {
            return refuse(405, "Method Not Allowed", "Allow: GET\r\n", "A WebSocket opens with GET\n");
        }
        if (!request.path().equals(WebSocketServer.PATH)) {
            return refuse(404, "Not Found", "", "AHP is served at " + WebSocketServer.PATH + "\n");
        }
        Optional<User> user = UpgradeToken.find(request.header("authorization").orElse(null), queryToken(request))
                .or(() -> Optional.ofNullable(BearerProtocol.token(request)))
                .flatMap(users::signIn);
        if (user.isEmpty()) {
            return refuse(401, "Unauthorized", "WWW-Authenticate: Bearer\r\n",
                    "A token is needed: Authorization: Bearer <token>, or ?token=<token> (?tkn=<token> as VS Code sends it)\n");
        }
        if (!origins.allows(request.header("origin").orElse(null), request.header("host").orElse(null))) {
            return refuse(403, "Forbidden", "", "A page from another origin may not open this daemon's WebSocket\n");
        }
        if (!request.headerLists("upgrade", "websocket") || !request.headerLists("connection", "upgrade")) {
            return refuse(426, "Upgrade Required", "Upgrade: websocket\r\nConnection: Upgrade\r\n",
                    "This endpoint speaks WebSocket only\n");
        }
        if (!request.header("sec-websocket-version").orElse("").equals("13")) {
            return refuse(426, "Upgrade Required", "Sec-WebSocket-Version: 13\r\n", "WebSocket version 13 only\n");
        }
        String key = request.header("sec-websocket-key").orElse("");
        if (!HandshakeKeys.isValid(key)) {
            return refuse(400, "Bad Request", "", "Sec-WebSocket-Key must be 16 bytes in base64\n");
        }
        String head = "HTTP/1.1 101 Switching Protocols\r\n"
                + "Upgrade: websocket\r\n"
                + "Connection: Upgrade\r\n"
                + "Sec-WebSocket-Accept: " + HandshakeKeys.accept(key) + "\r\n"
                + BearerProtocol.answer(request).orElse("") + "\r\n";
        return new UpgradeAnswer(user.get(), 101, head.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static String queryToken(UpgradeRequest request) {
        for (String pair : request.rawQuery().split("&")) {
            int equals = pair.indexOf('=');
            // tkn: VS Code's connection-token query name (connectionTokenQueryName, src/vs/base/common/network.ts),
            // which its remote agent host transport appends to the address a person pasted.
            if (equals > 0 && (pair.substring(0, equals).equals("token") || pair.substring(0, equals).equals("tkn"))) {
                try {
                    return URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
                } catch (IllegalArgumentException badEscape) {
                    return null;
                }
            }
        }
        return null;
    }

    private static UpgradeAnswer refuse(int status, String phrase, String headers, String body) {
        byte[] text = body.getBytes(StandardCharsets.UTF_8);
        String head = "HTTP/1.1 " + status + " " + phrase + "\r\n"
                + headers
                + "Content-Type: text/plain; charset=UTF-8\r\n"
                + "Content-Length: " + text.length + "\r\n"
                + "Connection: close\r\n\r\n";
        byte[] head8859 = head.getBytes(StandardCharsets.ISO_8859_1);
        byte[] response = new byte[head8859.length + text.length];
        System.arraycopy(head8859, 0, response, 0, head8859.length);
        System.arraycopy(text, 0, response, head8859.length, text.length);
        return new UpgradeAnswer(null, status, response);
    }
}
