package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The separate completion block protocol versions 0.5.2 to 0.6.x read where later versions read
 * {@link TerminalContent#result()}. The host never holds one; the version views make it.
 *
 * @param resource the terminal's channel URI, or null
 * @param exitCode the command's exit code, or null
 * @param cwd the directory it ended in, or null
 * @param preview the end of what it printed, or null
 * @param truncated whether {@code preview} was cut, or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record TerminalCompleteContent(
        String resource,
        Integer exitCode,
        String cwd,
        String preview,
        Boolean truncated,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolResultContent {

    /** The wire {@code type}. */
    public static final String TYPE = "terminalComplete";

    /** Copies {@code extra}. */
    public TerminalCompleteContent {
        extra = Frozen.extra(extra);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
