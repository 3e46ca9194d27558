package ahp.protocol.session;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The session's title changed (a client renames it, or the host names it).
 *
 * @param title the new title
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record SessionTitleChanged(
        @JsonProperty(required = true) String title,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements SessionAction {

    /** The wire {@code type}. */
    public static final String TYPE = "session/titleChanged";

    /** Copies {@code extra}. */
    public SessionTitleChanged {
        extra = Frozen.extra(extra);
    }

    /** The new title {@code title}. */
    public SessionTitleChanged(String title) {
        this(title, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public boolean clientDispatchable() {
        return true;
    }
}
