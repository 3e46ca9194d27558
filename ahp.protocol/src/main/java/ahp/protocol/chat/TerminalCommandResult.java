package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * How a command run in a terminal ended, on a {@link TerminalContent} block once it has (since 0.7.0).
 * It is the command's exit, not the terminal's: the shell may keep running.
 *
 * @param exitCode the command's exit code, or null where none is known
 * @param preview the end of what it printed, escape sequences removed, or null
 * @param truncated whether {@code preview} was cut, or null
 * @param extra fields this host does not model (for example a newer {@code fullOutput}), kept as they are
 */
public record TerminalCommandResult(
        Integer exitCode,
        String preview,
        Boolean truncated,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) {

    /** Copies {@code extra}. */
    public TerminalCommandResult {
        extra = Frozen.extra(extra);
    }

    /** A result with nothing beyond the three modelled fields. */
    public TerminalCommandResult(Integer exitCode, String preview, Boolean truncated) {
        this(exitCode, preview, truncated, Map.of());
    }
}
