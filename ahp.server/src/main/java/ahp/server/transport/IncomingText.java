package ahp.server.transport;

import ahp.websocket.WebSocketViolation;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes a text message's UTF-8 as its pieces arrive, a character split between two pieces
 * included, and hands the characters to the {@link MessageAssembler}. Bytes that are not UTF-8 end
 * the connection with 1007 (RFC 6455 §8.1), however long the message.
 */
final class IncomingText {

    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private final MessageAssembler assembler;
    private final byte[] carry = new byte[4];
    private int carried;

    IncomingText(MessageAssembler assembler) {
        this.assembler = assembler;
    }

    /** Takes one piece of the message's bytes; on the last, the whole message goes to {@code handler}. */
    void accept(ByteBuffer piece, boolean last, MessageHandler handler) throws WebSocketViolation {
        ByteBuffer in = piece;
        if (carried > 0) {
            in = ByteBuffer.allocate(carried + piece.remaining());
            in.put(carry, 0, carried).put(piece).flip();
            carried = 0;
        }
        CharBuffer out = CharBuffer.allocate(in.remaining() + 1);
        CoderResult result = decoder.decode(in, out, last);
        if (!result.isError() && last) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            decoder.reset();
            throw new WebSocketViolation(WebSocketViolation.INVALID_PAYLOAD, "A text message that is not UTF-8");
        }
        carried = in.remaining(); // the first bytes of a character whose rest is in the next piece
        in.get(carry, 0, carried);
        if (last) {
            decoder.reset();
        }
        assembler.accept(out.flip().toString(), last, handler);
    }
}
