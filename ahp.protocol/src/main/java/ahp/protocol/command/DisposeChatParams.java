package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code disposeChat}: end a chat and drop what it kept. Result {@code null}; the session announces it
 * with {@code session/chatRemoved}.
 *
 * @param channel the chat's URI
 * @param meta extensions ({@code _meta}), or null
 */
public record DisposeChatParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public DisposeChatParams {
        meta = Frozen.mapOrNull(meta);
    }
}
