package ahp.terminals.pipes.process;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * One pipe's bytes decoded as one UTF-8 stream: a character whose bytes arrive in two reads is held
 * until it is whole, and bytes that are not UTF-8 become U+FFFD rather than an error.
 */
final class Utf8Stream {

    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    private final CharBuffer chars;

    /** A stream decoding reads of at most {@code bytes} bytes. */
    Utf8Stream(int bytes) {
        chars = CharBuffer.allocate(bytes + 8);
    }

    /**
     * Decodes what {@code bytes} holds (ready to be read), and leaves it ready to be written with
     * the bytes of an unfinished character at its start.
     */
    String decode(ByteBuffer bytes) {
        String text = drain(bytes, false);
        bytes.compact();
        return text;
    }

    /** Decodes the rest at the end of the stream: an unfinished character becomes U+FFFD. */
    String finish(ByteBuffer bytes) {
        StringBuilder text = new StringBuilder(drain(bytes, true));
        while (decoder.flush(chars).isOverflow()) {
            text.append(take());
        }
        text.append(take());
        bytes.clear();
        return text.toString();
    }

    private String drain(ByteBuffer bytes, boolean end) {
        StringBuilder text = null;
        CoderResult result = decoder.decode(bytes, chars, end);
        while (result.isOverflow()) {
            text = text == null ? new StringBuilder() : text;
            text.append(take());
            result = decoder.decode(bytes, chars, end);
        }
        return text == null ? take() : text.append(take()).toString();
    }

    private String take() {
        chars.flip();
        String text = chars.toString();
        chars.clear();
        return text;
    }
}
