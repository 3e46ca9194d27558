package ahp.server.transport;

import java.util.Locale;
import java.util.Optional;

/**
 * Finds the token a WebSocket upgrade signs in with: {@code Authorization: Bearer <token>}, or
 * {@code ?token=<token>} for a browser, which cannot set headers on a WebSocket.
 */
public final class UpgradeToken {

    private static final String BEARER = "bearer ";

    private UpgradeToken() {}

    /**
     * The token from the {@code Authorization} header when it is a bearer one, else from the query.
     *
     * @param authorization the header's value, or null
     * @param queryToken the decoded {@code token} query parameter, or null
     */
    public static Optional<String> find(String authorization, String queryToken) {
        if (authorization != null && authorization.length() > BEARER.length()
                && authorization.substring(0, BEARER.length()).toLowerCase(Locale.ROOT).equals(BEARER)) {
            String token = authorization.substring(BEARER.length()).strip();
            if (!token.isEmpty()) {
                return Optional.of(token);
            }
        }
        if (queryToken != null && !queryToken.isEmpty()) {
            return Optional.of(queryToken);
        }
        return Optional.empty();
    }
}
