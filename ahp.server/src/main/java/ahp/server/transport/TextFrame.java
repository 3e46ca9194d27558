package ahp.server.transport;

import ahp.websocket.Frames;
import java.nio.charset.StandardCharsets;

/**
 * One outbound text message as the bytes of a single WebSocket frame, made once and shared by
 * every connection that sends it, so an envelope fanned out to many clients is encoded to UTF-8
 * once. Only the bytes are kept: a message waiting in a slow client's queue costs its UTF-8 length,
 * not that and its characters too. Immutable.
 */
public final class TextFrame {

    private final byte[] header;
    private final byte[] payload;

    private TextFrame(String text) {
        this.payload = text.getBytes(StandardCharsets.UTF_8);
        this.header = Frames.header(Frames.TEXT, payload.length);
    }

    /** The frame carrying {@code text}. */
    public static TextFrame of(String text) {
        return new TextFrame(text);
    }

    /** The frame's header, not to be written to. */
    byte[] header() {
        return header;
    }

    /** How many bytes the message takes in UTF-8. */
    public int payloadLength() {
        return payload.length;
    }

    /** The message's UTF-8 bytes, not to be written to. */
    byte[] payload() {
        return payload;
    }
}
