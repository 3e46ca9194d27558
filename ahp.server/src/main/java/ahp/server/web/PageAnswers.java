package ahp.server.web;

import ahp.server.transport.Pages;
import java.nio.charset.StandardCharsets;

/**
 * The HTTP/1.1 responses the web client's files go out in. Every one closes its connection, says
 * its length, forbids sniffing, framing and referrers; the page's own carries its
 * Content-Security-Policy: scripts, styles, images and fonts from the daemon's own origin only, and
 * connections (the WebSocket) to it alone, with one nonce for the style elements xterm.js writes.
 */
final class PageAnswers {

    private static final String SECURITY = "X-Content-Type-Options: nosniff\r\n"
            + "X-Frame-Options: DENY\r\n"
            + "Referrer-Policy: no-referrer\r\n"
            + "Cross-Origin-Opener-Policy: same-origin\r\n"
            + "Cross-Origin-Resource-Policy: same-origin\r\n";

    private PageAnswers() {}

    /** The policy of the page whose style elements carry {@code nonce}. */
    static String policy(String nonce) {
        return "default-src 'none'; script-src 'self'; style-src 'self' 'nonce-" + nonce + "'; connect-src 'self'; "
                + "img-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; "
                + "frame-ancestors 'none'";
    }

    /**
     * A {@code 200} with {@code body} (left out for HEAD).
     *
     * @param headers more header lines, each ending with CRLF
     */
    static Pages.Answer ok(String contentType, String headers, byte[] body, boolean head) {
        return answer(200, "OK", "Content-Type: " + contentType + "\r\n" + headers, body, head);
    }

    /** A {@code 304}: the copy the browser holds is this one. */
    static Pages.Answer notModified(String headers) {
        return answer(304, "Not Modified", headers, new byte[0], true);
    }

    /** A short text answer, such as a 404. */
    static Pages.Answer text(int status, String phrase, String headers, String text, boolean head) {
        return answer(status, phrase, "Content-Type: text/plain; charset=utf-8\r\n" + headers,
                text.getBytes(StandardCharsets.UTF_8), head);
    }

    private static Pages.Answer answer(int status, String phrase, String headers, byte[] body, boolean head) {
        String lines = "HTTP/1.1 " + status + " " + phrase + "\r\n"
                + headers
                + SECURITY
                + (status == 304 ? "" : "Content-Length: " + body.length + "\r\n")
                + "Connection: close\r\n\r\n";
        byte[] start = lines.getBytes(StandardCharsets.ISO_8859_1);
        if (head) {
            return new Pages.Answer(status, start);
        }
        byte[] response = new byte[start.length + body.length];
        System.arraycopy(start, 0, response, 0, start.length);
        System.arraycopy(body, 0, response, start.length, body.length);
        return new Pages.Answer(status, response);
    }
}
