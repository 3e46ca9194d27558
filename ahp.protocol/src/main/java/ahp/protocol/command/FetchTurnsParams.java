package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code fetchTurns}: load a chat's older turns into its state ({@code chat/turnsLoaded}) before the
 * answer, an empty object.
 *
 * @param channel the chat's URI
 * @param cursor the chat state's {@code turnsNextCursor}, or null for the next older page if any
 * @param meta extensions ({@code _meta}), or null
 */
public record FetchTurnsParams(
        @JsonProperty(required = true) String channel,
        String cursor,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public FetchTurnsParams {
        meta = Frozen.mapOrNull(meta);
    }
}
