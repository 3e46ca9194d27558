package ahp.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.transport.MessageHandler;
import ahp.server.transport.TransportLimits;
import ahp.server.transport.WebSocketServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The web client's files as the daemon's port serves them, built by this build (generate-resources):
 * the page with its policy and a fresh nonce, its hashed files cached for good, ETags and 304s, and
 * nothing else.
 */
class WebPagesTest {

    private static final Pattern SCRIPT = Pattern.compile("<script src=\"(main-[A-Z0-9]{8}\\.js)\" nonce=\"([^\"]+)\"");

    private final HttpClient http = HttpClient.newHttpClient();
    private WebSocketServer server;
    private String base;

    @BeforeEach
    void start() {
        server = WebSocketServer.start("127.0.0.1", 0, Users.of(Map.of("t", new User("ann", Role.OWNER))),
                connection -> new MessageHandler() {
                    @Override
                    public void onMessage(String message) {}

                    @Override
                    public void onTooLarge(long length, long limit) {}

                    @Override
                    public void onBinary(long length) {}

                    @Override
                    public void onClosed() {}
                }, TransportLimits.defaults(), WebPages.load());
        base = "http://127.0.0.1:" + server.port();
    }

    @AfterEach
    void stop() {
        server.close();
        http.close();
    }

    private HttpResponse<String> get(String path, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    @Test
    void thePageCarriesItsPolicyAndAFreshNonceAndIsNeverCached() throws Exception {
        HttpResponse<String> first = get("/");
        assertEquals(200, first.statusCode());
        assertEquals("text/html; charset=utf-8", first.headers().firstValue("content-type").orElseThrow());
        assertEquals("no-cache", first.headers().firstValue("cache-control").orElseThrow());
        assertEquals("nosniff", first.headers().firstValue("x-content-type-options").orElseThrow());
        String policy = first.headers().firstValue("content-security-policy").orElseThrow();
        Matcher script = SCRIPT.matcher(first.body());
        assertTrue(script.find(), first.body());
        assertTrue(policy.contains("default-src 'none'"), policy);
        assertTrue(policy.contains("connect-src 'self'"), policy);
        assertTrue(policy.contains("script-src 'self';"), policy);
        assertTrue(policy.contains("style-src 'self' 'nonce-" + script.group(2) + "'"), policy);
        assertTrue(policy.contains("frame-ancestors 'none'"), policy);

        Matcher again = SCRIPT.matcher(get("/").body());
        assertTrue(again.find());
        assertNotEquals(script.group(2), again.group(2), "each page has a nonce of its own");
    }

    @Test
    void hashedFilesAreCachedForGoodAndRevalidatedByTheirTag() throws Exception {
        Matcher script = SCRIPT.matcher(get("/").body());
        assertTrue(script.find());
        HttpResponse<String> file = get("/" + script.group(1));
        assertEquals(200, file.statusCode());
        assertEquals("text/javascript; charset=utf-8", file.headers().firstValue("content-type").orElseThrow());
        assertEquals("public, max-age=31536000, immutable", file.headers().firstValue("cache-control").orElseThrow());
        assertTrue(file.body().contains("xterm"), "xterm.js is bundled in");
        String etag = file.headers().firstValue("etag").orElseThrow();

        HttpResponse<String> same = get("/" + script.group(1), "If-None-Match", etag);
        assertEquals(304, same.statusCode());
        assertEquals("", same.body());

        HttpResponse<String> icon = get("/icon.svg");
        assertEquals("no-cache", icon.headers().firstValue("cache-control").orElseThrow());
        assertEquals(304, get("/icon.svg", "If-None-Match", "W/" + icon.headers().firstValue("etag").orElseThrow())
                .statusCode());
    }

    @Test
    void nothingButTheBuiltFilesIsServed() throws Exception {
        assertEquals(404, get("/nope.js").statusCode());
        assertEquals(404, get("/%2e%2e/pom.xml").statusCode());
        assertEquals(404, get("//etc/passwd").statusCode());
        HttpResponse<String> post = http.send(HttpRequest.newBuilder(URI.create(base + "/"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(405, post.statusCode());
        assertEquals("GET, HEAD", post.headers().firstValue("allow").orElseThrow());
        HttpResponse<String> head = http.send(HttpRequest.newBuilder(URI.create(base + "/"))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, head.statusCode());
        assertEquals("", head.body());
    }
}
