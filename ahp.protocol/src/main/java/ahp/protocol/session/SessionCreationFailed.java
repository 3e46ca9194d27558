package ahp.protocol.session;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Creating the session failed (host only): {@code lifecycle} becomes {@value SessionLifecycle#FAILED}
 * ({@value SessionLifecycle#CREATION_FAILED} before 0.9.0) and {@code creationError} the error.
 *
 * @param error what went wrong ({@code ErrorInfo}: {@code errorType}, {@code message}, ...), as JSON
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record SessionCreationFailed(
        @JsonProperty(required = true) JsonNode error,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements SessionAction {

    /** The wire {@code type}. */
    public static final String TYPE = "session/creationFailed";

    /** Copies the tree and {@code extra}. */
    public SessionCreationFailed {
        error = Frozen.node(error);
        extra = Frozen.extra(extra);
    }

    /** The failure {@code error}. */
    public SessionCreationFailed(JsonNode error) {
        this(error, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
