package ahp.server.transport;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * One outbound text message as the bytes of a single WebSocket frame. The bytes are made once, on
 * first use, and shared by every connection that sends the message, so an envelope fanned out to
 * many clients is encoded to UTF-8 once. Thread-safe: two threads racing build equal bytes.
 */
public final class TextFrame {

    private final String text;
    private volatile byte[][] parts;

    private TextFrame(String text) {
        this.text = Objects.requireNonNull(text, "text");
    }

    /** The frame carrying {@code text}. */
    public static TextFrame of(String text) {
        return new TextFrame(text);
    }

    /** The message. */
    public String text() {
        return text;
    }

    /** The frame's header and payload, in that order; neither may be written to. */
    byte[][] parts() {
        byte[][] built = parts;
        if (built == null) {
            byte[] payload = text.getBytes(StandardCharsets.UTF_8);
            built = new byte[][] {Frames.header(Frames.TEXT, payload.length), payload};
            parts = built;
        }
        return built;
    }

    /** The number of bytes the frame takes on the wire. */
    long wireLength() {
        byte[][] built = parts();
        return built[0].length + built[1].length;
    }
}
