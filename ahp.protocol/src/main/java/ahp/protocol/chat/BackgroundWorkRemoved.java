package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Removes a chat's background row once its work has really ended (host only; since 0.9.0). An
 * unknown id changes nothing.
 *
 * @param id the row's id
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record BackgroundWorkRemoved(
        @JsonProperty(required = true) String id,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/backgroundWorkRemoved";

    /** Copies {@code extra}. */
    public BackgroundWorkRemoved {
        extra = Frozen.extra(extra);
    }

    /** Removes the row {@code id}. */
    public BackgroundWorkRemoved(String id) {
        this(id, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
