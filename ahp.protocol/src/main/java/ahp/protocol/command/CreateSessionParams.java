package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * {@code createSession}: open a session under a URI the client chose ({@code ahp-session:/<uuid>}).
 * Result {@code null}; the host then announces it with {@code root/sessionAdded}.
 *
 * @param channel the new session's URI
 * @param provider the agent provider that backs it, as {@code RootState.agents} lists them; null for
 *     the host's default
 * @param workingDirectories the folders the session works in, as {@code file:} URIs; the first is
 *     where a {@code !} command runs
 * @param meta extensions ({@code _meta}), or null
 */
public record CreateSessionParams(
        @JsonProperty(required = true) String channel,
        String provider,
        List<String> workingDirectories,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the collections. */
    public CreateSessionParams {
        workingDirectories = Frozen.listOrNull(workingDirectories);
        meta = Frozen.mapOrNull(meta);
    }
}
