package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code disposeSession}: end a session, its chats, its terminals and what it kept. Result
 * {@code null}; the host announces it with {@code root/sessionRemoved}.
 *
 * @param channel the session's URI
 * @param meta extensions ({@code _meta}), or null
 */
public record DisposeSessionParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public DisposeSessionParams {
        meta = Frozen.mapOrNull(meta);
    }
}
