package ahp.websocket;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Reads the peer's frames as their bytes arrive, in pieces of any size, without holding a whole
 * frame: data payloads are unmasked in place (a client's) and handed on piece by piece, control
 * frames (at most 125 bytes) are gathered whole. It checks what RFC 6455 requires of the peer
 * (§5.1–5.5): a client's frames all masked and a server's none, no reserved bits (no extension is
 * negotiated), known opcodes, control frames short and final, continuations only inside a
 * fragmented message; and a frame no longer than the limit.
 */
public final class FrameReader {

    /** What the frames carry. Called on the reading thread, in order. */
    public interface Events {

        /** A piece of a text message's UTF-8 bytes; {@code messageEnds} on its final piece. */
        void text(ByteBuffer piece, boolean messageEnds) throws WebSocketViolation;

        /** A binary message ended; it was {@code length} bytes, dropped unread. */
        void binary(long length);

        /** A ping: answer it with a pong carrying {@code payload}. */
        void ping(byte[] payload);

        /** A close frame's payload (empty, or a code and a UTF-8 reason). */
        void close(byte[] payload) throws WebSocketViolation;
    }

    private static final int NO_MESSAGE = -1;

    private final long maxFrameBytes;
    private final boolean fromClient;
    private final Events events;
    private final byte[] header = new byte[14];
    private int headerHave;
    private boolean inPayload;
    private int opcode;
    private boolean fin;
    private long remaining;
    private final byte[] mask = new byte[4];
    private int maskAt;
    private final byte[] control = new byte[Frames.MAX_CONTROL_PAYLOAD];
    private int controlHave;
    private int messageOpcode = NO_MESSAGE;
    private long binaryLength;
    private boolean closed;

    private FrameReader(long maxFrameBytes, boolean fromClient, Events events) {
        this.maxFrameBytes = maxFrameBytes;
        this.fromClient = fromClient;
        this.events = events;
    }

    /** A server's reader of a client's frames, each masked, none over {@code maxFrameBytes}. */
    public static FrameReader ofClientFrames(long maxFrameBytes, Events events) {
        return new FrameReader(maxFrameBytes, true, events);
    }

    /** A client's reader of a server's frames, none masked, none over {@code maxFrameBytes}. */
    public static FrameReader ofServerFrames(long maxFrameBytes, Events events) {
        return new FrameReader(maxFrameBytes, false, events);
    }

    /**
     * Takes every byte of {@code in} (a heap buffer: payloads are unmasked in its array). After a
     * close frame the rest is ignored.
     *
     * @throws WebSocketViolation when the peer broke the protocol or a frame is over the limit
     */
    public void feed(ByteBuffer in) throws WebSocketViolation {
        while (in.hasRemaining() && !closed) {
            if (!inPayload) {
                if (!readHeader(in)) {
                    return;
                }
                if (remaining == 0) {
                    payload(in, 0);
                }
                continue;
            }
            payload(in, (int) Math.min(remaining, in.remaining()));
        }
    }

    /** Whether a close frame has been read. */
    public boolean closed() {
        return closed;
    }

    private boolean readHeader(ByteBuffer in) throws WebSocketViolation {
        if (headerHave < 2) {
            while (headerHave < 2 && in.hasRemaining()) {
                header[headerHave++] = in.get();
            }
            if (headerHave < 2) {
                return false;
            }
            checkFirstBytes();
        }
        int lengthBytes = switch (header[1] & 0x7F) {
            case 126 -> 2;
            case 127 -> 8;
            default -> 0;
        };
        int maskBytes = fromClient ? 4 : 0;
        int needed = 2 + lengthBytes + maskBytes;
        while (headerHave < needed && in.hasRemaining()) {
            header[headerHave++] = in.get();
        }
        if (headerHave < needed) {
            return false;
        }
        long length = header[1] & 0x7F;
        if (lengthBytes > 0) {
            length = 0;
            for (int i = 0; i < lengthBytes; i++) {
                length = (length << 8) | (header[2 + i] & 0xFF);
            }
            if (length < 0) {
                throw new WebSocketViolation(WebSocketViolation.PROTOCOL_ERROR, "Frame length out of range");
            }
        }
        if (length > maxFrameBytes) {
            throw new WebSocketViolation(WebSocketViolation.MESSAGE_TOO_BIG,
                    "Frame of " + length + " bytes is over the limit of " + maxFrameBytes);
        }
        System.arraycopy(header, 2 + lengthBytes, mask, 0, maskBytes);
        maskAt = 0;
        remaining = length;
        headerHave = 0;
        inPayload = true;
        controlHave = 0;
        return true;
    }

    private void checkFirstBytes() throws WebSocketViolation {
        int first = header[0] & 0xFF;
        fin = (first & 0x80) != 0;
        opcode = first & 0x0F;
        if ((first & 0x70) != 0) {
            throw violation("Reserved bits set, and no extension was agreed");
        }
        if (fromClient && (header[1] & 0x80) == 0) {
            throw violation("A client's frames must be masked");
        }
        if (!fromClient && (header[1] & 0x80) != 0) {
            throw violation("A server's frames must not be masked");
        }
        switch (opcode) {
            case Frames.CLOSE, Frames.PING, Frames.PONG -> {
                if (!fin || (header[1] & 0x7F) > Frames.MAX_CONTROL_PAYLOAD) {
                    throw violation("A control frame must be final and at most 125 bytes");
                }
            }
            case Frames.TEXT, Frames.BINARY -> {
                if (messageOpcode != NO_MESSAGE) {
                    throw violation("A new message began before the last one ended");
                }
                messageOpcode = opcode;
                binaryLength = 0;
            }
            case Frames.CONTINUATION -> {
                if (messageOpcode == NO_MESSAGE) {
                    throw violation("A continuation frame with no message to continue");
                }
            }
            default -> throw violation("Unknown opcode " + opcode);
        }
    }

    private void payload(ByteBuffer in, int count) throws WebSocketViolation {
        int start = in.position();
        byte[] bytes = in.array();
        int offset = in.arrayOffset() + start;
        if (fromClient) {
            for (int i = 0; i < count; i++) {
                bytes[offset + i] ^= mask[maskAt];
                maskAt = (maskAt + 1) & 3;
            }
        }
        in.position(start + count);
        remaining -= count;
        boolean frameEnds = remaining == 0;
        if (frameEnds) {
            inPayload = false;
        }
        if (opcode >= Frames.CLOSE) {
            System.arraycopy(bytes, offset, control, controlHave, count);
            controlHave += count;
            if (frameEnds) {
                controlFrame();
            }
            return;
        }
        boolean messageEnds = frameEnds && fin;
        if (messageOpcode == Frames.TEXT) {
            if (count > 0 || messageEnds) {
                events.text(ByteBuffer.wrap(bytes, offset, count), messageEnds);
            }
        } else {
            binaryLength += count;
            if (messageEnds) {
                events.binary(binaryLength);
            }
        }
        if (messageEnds) {
            messageOpcode = NO_MESSAGE;
        }
    }

    private void controlFrame() throws WebSocketViolation {
        byte[] payload = Arrays.copyOf(control, controlHave);
        switch (opcode) {
            case Frames.PING -> events.ping(payload);
            case Frames.CLOSE -> {
                closed = true;
                events.close(payload);
            }
            default -> { } // a pong: nothing to do
        }
    }

    private static WebSocketViolation violation(String reason) {
        return new WebSocketViolation(WebSocketViolation.PROTOCOL_ERROR, reason);
    }
}
