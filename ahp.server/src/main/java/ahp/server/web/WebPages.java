package ahp.server.web;

import ahp.server.transport.PageRequest;
import ahp.server.transport.Pages;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;

/**
 * The daemon's web client, answered on the WebSocket's port to every request that asks for no
 * WebSocket: {@code GET /} is the page, {@code GET /<file>} its script, styles and icon. The page is
 * never cached ({@code no-cache}: it names the current files, and carries a fresh style nonce each
 * time); a file whose name holds its hash is cached for a year, {@code immutable}; each has an
 * {@code ETag}, and {@code If-None-Match} naming it is answered {@code 304}. Anything else is
 * {@code 404}, a method other than GET or HEAD {@code 405}. Only the files the build listed are
 * served, from memory: no path ever reaches the file system.
 */
public final class WebPages implements Pages {

    /** What the page writes where its style nonce goes. */
    static final String NONCE_MARK = "__AHP_STYLE_NONCE__";

    private static final System.Logger LOG = System.getLogger(WebPages.class.getName());
    private static final String IMMUTABLE = "Cache-Control: public, max-age=31536000, immutable\r\n";
    private static final String REVALIDATE = "Cache-Control: no-cache\r\n";

    private final Map<String, PageFile> files;
    private final SecureRandom random = new SecureRandom();

    private WebPages(Map<String, PageFile> files) {
        this.files = files;
    }

    /**
     * The web client this module was built with; without one (a build that skipped it), pages
     * that say so.
     */
    public static Pages load() {
        Optional<Map<String, PageFile>> files = PageBundle.load();
        if (files.isEmpty()) {
            LOG.log(Level.WARNING, "This build has no web client (ahp.server/src/main/web was not built); "
                    + "http:// requests are answered 404");
            return request -> Optional.of(PageAnswers.text(404, "Not Found", REVALIDATE,
                    "This build of ahpd has no web client\n", request.method().equals("HEAD")));
        }
        return new WebPages(files.get());
    }

    @Override
    public Optional<Answer> answer(PageRequest request) {
        boolean head = request.method().equals("HEAD");
        if (!head && !request.method().equals("GET")) {
            return Optional.of(PageAnswers.text(405, "Method Not Allowed", "Allow: GET, HEAD\r\n",
                    "The web client's files are read with GET\n", false));
        }
        String name = request.path().equals("/") ? PageBundle.INDEX : request.path().substring(1);
        PageFile file = request.path().startsWith("/") ? files.get(name) : null;
        if (file == null) {
            return Optional.of(PageAnswers.text(404, "Not Found", REVALIDATE, "No such page\n", head));
        }
        if (file.name().equals(PageBundle.INDEX)) {
            return Optional.of(page(file, head));
        }
        String headers = (file.immutable() ? IMMUTABLE : REVALIDATE) + "ETag: " + file.etag() + "\r\n";
        if (matches(request.header("if-none-match").orElse(""), file.etag())) {
            return Optional.of(PageAnswers.notModified(headers));
        }
        return Optional.of(PageAnswers.ok(file.contentType(), headers, file.bytes(), head));
    }

    /** The page, with a nonce of its own in its policy and on its script. */
    private Answer page(PageFile index, boolean head) {
        byte[] bytes = new byte[18];
        random.nextBytes(bytes);
        String nonce = Base64.getEncoder().encodeToString(bytes);
        byte[] body = new String(index.bytes(), StandardCharsets.UTF_8).replace(NONCE_MARK, nonce)
                .getBytes(StandardCharsets.UTF_8);
        String headers = REVALIDATE + "Content-Security-Policy: " + PageAnswers.policy(nonce) + "\r\n";
        return PageAnswers.ok(index.contentType(), headers, body, head);
    }

    private static boolean matches(String ifNoneMatch, String etag) {
        for (String tag : ifNoneMatch.split(",")) {
            String candidate = tag.strip();
            if (candidate.startsWith("W/")) {
                candidate = candidate.substring(2);
            }
            if (candidate.equals(etag) || candidate.equals("*")) {
                return true;
            }
        }
        return false;
    }
}
