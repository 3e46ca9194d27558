package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code listSessions}: a page of session summaries, most recently modified first.
 *
 * @param channel {@code ahp-root://}
 * @param limit the most entries wanted, or null for the host's page size
 * @param cursor the {@code nextCursor} of the page before, or null for the first page
 * @param meta extensions ({@code _meta}), or null
 */
public record ListSessionsParams(
        @JsonProperty(required = true) String channel,
        Integer limit,
        String cursor,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public ListSessionsParams {
        meta = Frozen.mapOrNull(meta);
    }
}
