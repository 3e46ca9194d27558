package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A subagent working in the background, in a chat of its own.
 *
 * @param id the entry's id, unique within its chat
 * @param label what to show
 * @param startedAt when it started, ISO 8601
 * @param meta host extensions ({@code _meta}), or null
 * @param chat the subagent's chat URI
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("kind")
public record BackgroundSubagentWork(
        @JsonProperty(required = true) String id,
        @JsonProperty(required = true) String label,
        @JsonProperty(required = true) String startedAt,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonProperty(required = true) String chat,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements BackgroundWork {

    /** The wire {@code kind}. */
    public static final String KIND = "subagent";

    /** Copies the maps. */
    public BackgroundSubagentWork {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    @Override
    public String kind() {
        return KIND;
    }
}
