package ahp.server.transport;

import java.nio.charset.StandardCharsets;

/**
 * The WebSocket framing the server writes (RFC 6455 §5.2): final, unmasked frames, with the
 * payload length in 7, 16 or 64 bits.
 */
final class Frames {

    /** A continuation of a fragmented message. */
    static final int CONTINUATION = 0x0;
    /** A text message (UTF-8). */
    static final int TEXT = 0x1;
    /** A binary message. */
    static final int BINARY = 0x2;
    /** The close handshake. */
    static final int CLOSE = 0x8;
    /** A ping, to be answered with a pong carrying the same payload. */
    static final int PING = 0x9;
    /** A pong. */
    static final int PONG = 0xA;

    /** The longest payload of a control frame. */
    static final int MAX_CONTROL_PAYLOAD = 125;

    private Frames() {}

    /** The header of a final, unmasked frame of {@code opcode} carrying {@code length} bytes. */
    static byte[] header(int opcode, long length) {
        byte first = (byte) (0x80 | opcode);
        if (length < 126) {
            return new byte[] {first, (byte) length};
        }
        if (length < 65_536) {
            return new byte[] {first, 126, (byte) (length >>> 8), (byte) length};
        }
        byte[] header = new byte[10];
        header[0] = first;
        header[1] = 127;
        for (int i = 0; i < 8; i++) {
            header[2 + i] = (byte) (length >>> (56 - 8 * i));
        }
        return header;
    }

    /** A whole control frame: header and payload in one array. */
    static byte[] control(int opcode, byte[] payload) {
        byte[] header = header(opcode, payload.length);
        byte[] frame = new byte[header.length + payload.length];
        System.arraycopy(header, 0, frame, 0, header.length);
        System.arraycopy(payload, 0, frame, header.length, payload.length);
        return frame;
    }

    /**
     * A close frame with {@code code} and as much of {@code reason} as fits a control frame, cut at
     * a character boundary.
     */
    static byte[] close(int code, String reason) {
        byte[] text = reason == null ? new byte[0] : reason.getBytes(StandardCharsets.UTF_8);
        int length = Math.min(text.length, MAX_CONTROL_PAYLOAD - 2);
        while (length > 0 && length < text.length && (text[length] & 0xC0) == 0x80) {
            length--; // do not split a character: back up to the start of the one that does not fit
        }
        byte[] payload = new byte[2 + length];
        payload[0] = (byte) (code >>> 8);
        payload[1] = (byte) code;
        System.arraycopy(text, 0, payload, 2, length);
        return control(CLOSE, payload);
    }
}
