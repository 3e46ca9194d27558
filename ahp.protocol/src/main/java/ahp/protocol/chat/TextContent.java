package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A plain-text block of a tool result (for example what a command printed).
 *
 * @param text the text
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record TextContent(
        @JsonProperty(required = true) String text,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolResultContent {

    /** The wire {@code type}. */
    public static final String TYPE = "text";

    /** Copies {@code extra}. */
    public TextContent {
        extra = Frozen.extra(extra);
    }

    /** A block holding {@code text} only. */
    public TextContent(String text) {
        this(text, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
