package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import ahp.protocol.terminal.TerminalClaim;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code createTerminal}: open a shell under a URI the client chose. Result {@code null}; the host
 * then lists it with {@code root/terminalsChanged}.
 *
 * @param channel the new terminal's URI
 * @param claim its first holder; the schema requires it, and this host takes an absent one as a client
 *     claim with an empty {@code clientId}
 * @param name its title, or null for the shell's basename
 * @param cwd its directory as a {@code file:} URI or a path, or null for the home folder
 * @param cols columns, or null for 80
 * @param rows rows, or null for 24
 * @param meta extensions ({@code _meta}), or null
 */
public record CreateTerminalParams(
        @JsonProperty(required = true) String channel,
        TerminalClaim claim,
        String name,
        String cwd,
        Integer cols,
        Integer rows,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public CreateTerminalParams {
        meta = Frozen.mapOrNull(meta);
    }
}
