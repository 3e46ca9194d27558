package ahp.server.transport;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/**
 * A token carried in {@code Sec-WebSocket-Protocol}, for a browser: its WebSocket can set no header
 * but that one, and a token there stays out of every URL. The page offers two subprotocols,
 * {@value #NAME} and {@value #PREFIX}{@code <the token in unpadded base64url>}; the server signs in
 * with the second and answers the first, never echoing the token.
 */
final class BearerProtocol {

    /** The subprotocol the server answers. */
    static final String NAME = "ahp";

    /** What starts the subprotocol that carries the token. */
    static final String PREFIX = "ahp.bearer.";

    private BearerProtocol() {}

    /** The token the request's {@code Sec-WebSocket-Protocol} carries, decoded; null when none does. */
    static String token(UpgradeRequest request) {
        for (String offered : offers(request)) {
            if (offered.startsWith(PREFIX) && offered.length() > PREFIX.length()) {
                try {
                    return new String(Base64.getUrlDecoder().decode(offered.substring(PREFIX.length())),
                            StandardCharsets.UTF_8);
                } catch (IllegalArgumentException notBase64) {
                    return null;
                }
            }
        }
        return null;
    }

    /** The response header that selects {@value #NAME} when the request offered it, else nothing. */
    static Optional<String> answer(UpgradeRequest request) {
        for (String offered : offers(request)) {
            if (offered.equals(NAME)) {
                return Optional.of("Sec-WebSocket-Protocol: " + NAME + "\r\n");
            }
        }
        return Optional.empty();
    }

    private static String[] offers(UpgradeRequest request) {
        String[] offers = request.header("sec-websocket-protocol").orElse("").split(",");
        for (int i = 0; i < offers.length; i++) {
            offers[i] = offers[i].strip();
        }
        return offers;
    }
}
