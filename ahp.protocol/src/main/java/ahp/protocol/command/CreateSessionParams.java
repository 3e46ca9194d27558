package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ObjectNode;

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
 * @param workingDirectory one folder, as older VS Code builds send it
 *     ({@code src/vs/platform/agentHost/browser/remoteAgentHostProtocolClient.ts} at 02a3079b), taken
 *     when {@code workingDirectories} is absent; or null
 * @param fork {@code SessionForkSource} ({@code {session, turnId}}): the new session starts with the
 *     source session's turns up to and including that turn; or null
 * @param config the values the client chose for the schema {@code resolveSessionConfig} answered,
 *     by property id; or null
 */
public record CreateSessionParams(
        @JsonProperty(required = true) String channel,
        String provider,
        List<String> workingDirectories,
        @JsonProperty("_meta") Map<String, Object> meta,
        String workingDirectory,
        ObjectNode config,
        SessionForkSource fork) implements Params {

    /** The shape of every version: no singular folder, no config, no fork. */
    public CreateSessionParams(String channel, String provider, List<String> workingDirectories, Map<String, Object> meta) {
        this(channel, provider, workingDirectories, meta, null, null, null);
    }

    /**
     * {@code SessionForkSource}: where a forked session's history comes from.
     *
     * @param session the source session's URI
     * @param turnId the completed turn of its default chat the copy goes up to, included
     */
    public record SessionForkSource(@JsonProperty(required = true) String session,
            @JsonProperty(required = true) String turnId) {}

    /** The folders asked for: {@code workingDirectories}, else the one {@code workingDirectory}, else null. */
    public List<String> folders() {
        return workingDirectories != null ? workingDirectories : workingDirectory == null ? null : List.of(workingDirectory);
    }

    /** Copies the collections. */
    public CreateSessionParams {
        workingDirectories = Frozen.listOrNull(workingDirectories);
        meta = Frozen.mapOrNull(meta);
        config = Frozen.node(config);
    }
}
