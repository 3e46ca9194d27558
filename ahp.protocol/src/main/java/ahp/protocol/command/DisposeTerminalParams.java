package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code disposeTerminal}: end a terminal's process and take it off the root list. Result
 * {@code null}, also for a terminal the host does not hold.
 *
 * @param channel the terminal's URI
 * @param meta extensions ({@code _meta}), or null
 */
public record DisposeTerminalParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public DisposeTerminalParams {
        meta = Frozen.mapOrNull(meta);
    }
}
