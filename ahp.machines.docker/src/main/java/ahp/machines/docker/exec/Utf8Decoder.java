package ahp.machines.docker.exec;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A stream's bytes decoded as one UTF-8 text: a character whose bytes came in two reads is held until
 * it is whole; bytes that are not UTF-8 become U+FFFD.
 */
final class Utf8Decoder {

    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    /** The bytes of an unfinished character, and room for the next read behind them. */
    private ByteBuffer pending = ByteBuffer.allocate(0);

    /** The text of {@code count} more bytes from {@code bytes}; an unfinished character waits. */
    String decode(byte[] bytes, int count) {
        ByteBuffer in = ByteBuffer.allocate(pending.remaining() + count);
        in.put(pending).put(bytes, 0, count).flip();
        CharBuffer out = CharBuffer.allocate(in.remaining() + 1);
        decoder.decode(in, out, false);
        pending = in;
        return out.flip().toString();
    }

    /** What is left at the end of the stream: an unfinished character becomes U+FFFD. */
    String finish() {
        CharBuffer out = CharBuffer.allocate(pending.remaining() + 2);
        decoder.decode(pending, out, true);
        decoder.flush(out);
        pending = ByteBuffer.allocate(0);
        return out.flip().toString();
    }
}
