package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * {@code initialize}: the first request of a connection.
 *
 * @param channel {@code ahp-root://}, or null: VS Code's own protocol tests initialize without one
 *     ({@code src/vs/platform/agentHost/test/node/protocol/handshake.integrationTest.ts}), and VS Code's
 *     host takes the root as meant
 * @param protocolVersions the versions the client speaks, most preferred first
 * @param clientId the client's own id, reused on {@code reconnect}, seen in {@code origin} and claims
 * @param clientInfo what the client is, or null
 * @param initialSubscriptions channels whose snapshots the result carries, or null
 * @param locale a BCP 47 tag, or null
 * @param capabilities the client's capability flags, or null
 * @param meta extensions ({@code _meta}), or null
 */
public record InitializeParams(
        String channel,
        @JsonProperty(required = true) List<String> protocolVersions,
        @JsonProperty(required = true) String clientId,
        Implementation clientInfo,
        List<String> initialSubscriptions,
        String locale,
        JsonNode capabilities,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the lists, maps and trees. */
    public InitializeParams {
        protocolVersions = List.copyOf(protocolVersions);
        initialSubscriptions = Frozen.listOrNull(initialSubscriptions);
        capabilities = Frozen.node(capabilities);
        meta = Frozen.mapOrNull(meta);
    }
}
