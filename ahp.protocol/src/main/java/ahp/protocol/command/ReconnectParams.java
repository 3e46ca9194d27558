package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * {@code reconnect}: resume a dropped connection instead of initializing again.
 *
 * @param channel {@code ahp-root://}, or null: VS Code's Agents window sends none
 *     ({@code src/vs/platform/agentHost/browser/remoteAgentHostProtocolClient.ts}), and the root is meant
 * @param clientId the id the client initialized with
 * @param lastSeenServerSeq the last {@code serverSeq} the client applied
 * @param subscriptions the channels to resume
 * @param meta extensions ({@code _meta}), or null
 */
public record ReconnectParams(
        String channel,
        @JsonProperty(required = true) String clientId,
        @JsonProperty(required = true) long lastSeenServerSeq,
        @JsonProperty(required = true) List<String> subscriptions,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the list and map. */
    public ReconnectParams {
        subscriptions = List.copyOf(subscriptions);
        meta = Frozen.mapOrNull(meta);
    }
}
