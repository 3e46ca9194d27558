package ahp.protocol.session;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A chat left the session's catalogue (host only; since 0.4.0); when it was the default chat, the
 * session has none afterwards. An unknown chat changes nothing.
 *
 * @param chat the chat's URI
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ChatRemoved(
        @JsonProperty(required = true) String chat,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements SessionAction {

    /** The wire {@code type}. */
    public static final String TYPE = "session/chatRemoved";

    /** Copies {@code extra}. */
    public ChatRemoved {
        extra = Frozen.extra(extra);
    }

    /** Removes {@code chat}. */
    public ChatRemoved(String chat) {
        this(chat, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
