package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Adds a background row to a chat, or replaces the row with the same id (host only; since 0.9.0, so
 * never sent to older clients).
 *
 * @param work the row
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record BackgroundWorkSet(
        @JsonProperty(required = true) BackgroundWork work,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/backgroundWorkSet";

    /** Copies {@code extra}. */
    public BackgroundWorkSet {
        extra = Frozen.extra(extra);
    }

    /** Sets {@code work}. */
    public BackgroundWorkSet(BackgroundWork work) {
        this(work, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
