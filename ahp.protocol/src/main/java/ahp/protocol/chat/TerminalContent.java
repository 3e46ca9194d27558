package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The terminal block of a tool result: names a terminal a client can subscribe to, live or, once the
 * process is gone, rebuilt from what the host kept.
 *
 * @param resource the terminal's channel URI
 * @param title the title to show for it
 * @param isPty whether a pseudoterminal wrote the output (since 0.7.0; false means plain text), or null
 * @param result how the command ended, once it has (since 0.7.0), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record TerminalContent(
        @JsonProperty(required = true) String resource,
        @JsonProperty(required = true) String title,
        Boolean isPty,
        TerminalCommandResult result,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolResultContent {

    /** The wire {@code type}. */
    public static final String TYPE = "terminal";

    /** Copies {@code extra}. */
    public TerminalContent {
        extra = Frozen.extra(extra);
    }

    /** A block with nothing beyond the modelled fields. */
    public TerminalContent(String resource, String title, Boolean isPty, TerminalCommandResult result) {
        this(resource, title, isPty, result, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
