package ahp.server.resources;

import ahp.protocol.Json;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import tools.jackson.databind.node.ObjectNode;

/**
 * Bytes as a {@code ResourceReadResult}: UTF-8 text when the client asked for it (or asked for
 * nothing) and the bytes are text, base64 otherwise (binary always: a NUL or bytes that are not UTF-8).
 */
final class Content {

    private Content() {}

    /** The encoding the params ask for ({@code base64}, {@code utf-8}) or null; anything else is {@code -32602}. */
    static String requested(ResourceParams params) {
        String encoding = params.optionalText("encoding");
        if (encoding != null && !encoding.equals("base64") && !encoding.equals("utf-8")) {
            throw ResourceErrors.invalid("encoding", "must be \"base64\" or \"utf-8\"");
        }
        return encoding;
    }

    /** The answer holding {@code bytes} in the encoding asked for, or the one they allow. */
    static ObjectNode answer(byte[] bytes, String requested) {
        String text = "base64".equals(requested) ? null : text(bytes);
        ObjectNode result = Json.MAPPER.createObjectNode();
        if (text != null) {
            result.put("data", text).put("encoding", "utf-8").put("contentType", "text/plain; charset=utf-8");
        } else {
            result.put("data", Base64.getEncoder().encodeToString(bytes)).put("encoding", "base64")
                    .put("contentType", text(bytes) == null ? "application/octet-stream" : "text/plain; charset=utf-8");
        }
        return result;
    }

    /** The bytes as text, or null when they hold a NUL or are not UTF-8. */
    static String text(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return null;
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException binary) {
            return null;
        }
    }

    /** {@code -32602} for a file of {@code size} bytes over {@code cap}. */
    static ahp.protocol.jsonrpc.RpcException tooLarge(String uri, long size, long cap) {
        return new ahp.protocol.jsonrpc.RpcException(new ahp.protocol.jsonrpc.RpcError(
                ahp.protocol.jsonrpc.ErrorCode.INVALID_PARAMS.code(),
                "Invalid params: " + uri + " is " + size + " bytes, over the " + cap
                        + " bytes one resourceRead answers",
                Json.MAPPER.createObjectNode().put("size", size).put("maxBytes", cap)));
    }
}
