package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code ping}: keep-alive, answered with {@code null} even before {@code initialize}.
 *
 * @param channel {@code ahp-root://}; a ping that names none is still answered
 * @param meta extensions ({@code _meta}), or null
 */
public record PingParams(String channel, @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public PingParams {
        meta = Frozen.mapOrNull(meta);
    }
}
