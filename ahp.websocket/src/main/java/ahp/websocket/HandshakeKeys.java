package ahp.websocket;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.random.RandomGenerator;

/**
 * The keys of the opening handshake (RFC 6455 §4.1, §4.2.2): the client's {@code Sec-WebSocket-Key},
 * and the {@code Sec-WebSocket-Accept} the server answers it with.
 */
public final class HandshakeKeys {

    /** RFC 6455 §1.3: appended to the client's key before hashing. */
    private static final String KEY_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

    private HandshakeKeys() {}

    /** The {@code Sec-WebSocket-Accept} value for {@code key}. */
    public static String accept(String key) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-1")
                    .digest((key + KEY_GUID).getBytes(StandardCharsets.ISO_8859_1));
            return Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException missing) {
            throw new IllegalStateException("every JDK has SHA-1", missing);
        }
    }

    /** A new client key: 16 bytes from {@code random}, in base64. */
    public static String fresh(RandomGenerator random) {
        byte[] nonce = new byte[16];
        random.nextBytes(nonce);
        return Base64.getEncoder().encodeToString(nonce);
    }

    /** Whether {@code key} is a well-formed client key: 16 bytes in base64. */
    public static boolean isValid(String key) {
        try {
            return Base64.getDecoder().decode(key).length == 16;
        } catch (IllegalArgumentException notBase64) {
            return false;
        }
    }
}
