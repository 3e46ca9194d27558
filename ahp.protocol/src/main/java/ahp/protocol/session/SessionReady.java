package ahp.protocol.session;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The session is created and ready ({@code lifecycle} {@value SessionLifecycle#READY}; host only). Its
 * status is left alone: a turn may already be running.
 *
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record SessionReady(@JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements SessionAction {

    /** The wire {@code type}. */
    public static final String TYPE = "session/ready";

    /** Copies {@code extra}. */
    public SessionReady {
        extra = Frozen.extra(extra);
    }

    /** The action with nothing beside its type. */
    public SessionReady() {
        this(Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
