package ahp.websocket;

import java.nio.charset.StandardCharsets;

/**
 * The WebSocket framing both ends write (RFC 6455 §5.2): final frames, with the payload length in
 * 7, 16 or 64 bits; a server's unmasked, a client's masked with a key it picks for each frame.
 */
public final class Frames {

    /** A continuation of a fragmented message. */
    public static final int CONTINUATION = 0x0;
    /** A text message (UTF-8). */
    public static final int TEXT = 0x1;
    /** A binary message. */
    public static final int BINARY = 0x2;
    /** The close handshake. */
    public static final int CLOSE = 0x8;
    /** A ping, to be answered with a pong carrying the same payload. */
    public static final int PING = 0x9;
    /** A pong. */
    public static final int PONG = 0xA;

    /** The longest payload of a control frame. */
    public static final int MAX_CONTROL_PAYLOAD = 125;

    private static final int MASKED = 0x80;

    private Frames() {}

    /** The header of a final, unmasked frame of {@code opcode} carrying {@code length} bytes. */
    public static byte[] header(int opcode, long length) {
        byte[] header = new byte[headerLength(length)];
        writeHeader(header, opcode, length, 0);
        return header;
    }

    /** A whole unmasked control frame: header and payload in one array. */
    public static byte[] control(int opcode, byte[] payload) {
        byte[] header = header(opcode, payload.length);
        byte[] frame = new byte[header.length + payload.length];
        System.arraycopy(header, 0, frame, 0, header.length);
        System.arraycopy(payload, 0, frame, header.length, payload.length);
        return frame;
    }

    /**
     * A whole final frame as a client sends it: header, the masking key {@code mask} and
     * {@code payload} masked with it (§5.3), in one array.
     */
    public static byte[] masked(int opcode, byte[] payload, int mask) {
        int length = payload.length;
        int head = headerLength(length);
        byte[] frame = new byte[head + 4 + length];
        writeHeader(frame, opcode, length, MASKED);
        byte[] key = {(byte) (mask >>> 24), (byte) (mask >>> 16), (byte) (mask >>> 8), (byte) mask};
        System.arraycopy(key, 0, frame, head, 4);
        int at = head + 4;
        for (int i = 0; i < length; i++) {
            frame[at + i] = (byte) (payload[i] ^ key[i & 3]);
        }
        return frame;
    }

    /**
     * A close frame's payload: {@code code} and as much of {@code reason} as fits a control frame,
     * cut at a character boundary.
     */
    public static byte[] closePayload(int code, String reason) {
        byte[] text = reason == null ? new byte[0] : reason.getBytes(StandardCharsets.UTF_8);
        int length = Math.min(text.length, MAX_CONTROL_PAYLOAD - 2);
        while (length > 0 && length < text.length && (text[length] & 0xC0) == 0x80) {
            length--; // do not split a character: back up to the start of the one that does not fit
        }
        byte[] payload = new byte[2 + length];
        payload[0] = (byte) (code >>> 8);
        payload[1] = (byte) code;
        System.arraycopy(text, 0, payload, 2, length);
        return payload;
    }

    /** A server's close frame with {@code code} and {@code reason} (see {@link #closePayload}). */
    public static byte[] close(int code, String reason) {
        return control(CLOSE, closePayload(code, reason));
    }

    private static int headerLength(long length) {
        return length < 126 ? 2 : length < 65_536 ? 4 : 10;
    }

    private static void writeHeader(byte[] frame, int opcode, long length, int maskBit) {
        frame[0] = (byte) (0x80 | opcode);
        if (length < 126) {
            frame[1] = (byte) (maskBit | length);
        } else if (length < 65_536) {
            frame[1] = (byte) (maskBit | 126);
            frame[2] = (byte) (length >>> 8);
            frame[3] = (byte) length;
        } else {
            frame[1] = (byte) (maskBit | 127);
            for (int i = 0; i < 8; i++) {
                frame[2 + i] = (byte) (length >>> (56 - 8 * i));
            }
        }
    }
}
