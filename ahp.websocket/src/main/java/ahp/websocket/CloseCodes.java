package ahp.websocket;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Reads a peer's close frame and picks the code to answer it with (RFC 6455 §5.5.1, §7.4). */
public final class CloseCodes {

    /** The close code of a connection that ended as it should. */
    public static final int NORMAL_CLOSURE = 1000;
    /** Reported (never sent) when a connection ended without a close frame. */
    public static final int ABNORMAL_CLOSURE = 1006;

    private CloseCodes() {}

    /**
     * The code to echo for a close frame with {@code payload}: its own code, or 1000 when it has none.
     *
     * @throws WebSocketViolation for a one-byte payload or a code no endpoint may send (1002), or a
     *     reason that is not UTF-8 (1007)
     */
    public static int answerTo(byte[] payload) throws WebSocketViolation {
        if (payload.length == 0) {
            return NORMAL_CLOSURE;
        }
        if (payload.length == 1) {
            throw new WebSocketViolation(WebSocketViolation.PROTOCOL_ERROR, "A close frame with half a code");
        }
        int code = ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF);
        if (!maySend(code)) {
            throw new WebSocketViolation(WebSocketViolation.PROTOCOL_ERROR, "Close code " + code + " may not be sent");
        }
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(payload, 2, payload.length - 2));
        } catch (CharacterCodingException notUtf8) {
            throw new WebSocketViolation(WebSocketViolation.INVALID_PAYLOAD, "A close reason that is not UTF-8");
        }
        return code;
    }

    /**
     * Whether an endpoint may put {@code code} in a close frame: the registered codes that are not
     * reserved for reporting (1004, 1005, 1006, 1015), and the ranges for libraries and applications.
     */
    public static boolean maySend(int code) {
        return (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);
    }
}
