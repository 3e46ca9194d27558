package ahp.protocol.session;

import ahp.protocol.chat.ChatSummary;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A chat joined the session's catalogue, or its entry was replaced: upsert by {@code resource} (host
 * only; since 0.4.0).
 *
 * @param summary the chat's catalogue entry
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ChatAdded(
        @JsonProperty(required = true) ChatSummary summary,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements SessionAction {

    /** The wire {@code type}. */
    public static final String TYPE = "session/chatAdded";

    /** Copies {@code extra}. */
    public ChatAdded {
        extra = Frozen.extra(extra);
    }

    /** Adds {@code summary}. */
    public ChatAdded(ChatSummary summary) {
        this(summary, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
