package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The result of {@code initialize}.
 *
 * @param protocolVersion the negotiated version, exactly as the client offered it
 * @param serverSeq the current global sequence number
 * @param serverInfo what the host is (since 0.5.2), or null
 * @param meta host extensions ({@code _meta}), or null
 * @param snapshots one per state-bearing initial subscription
 * @param defaultDirectory the host's default directory URI, or null
 * @param completionTriggerCharacters characters that trigger completions, or null
 * @param terminalCommandPrefix {@code "!"} when the host runs {@code !} commands (since 0.5.2), or null
 * @param telemetry the telemetry channels, or null
 * @param extra fields this host does not model, kept as they are
 */
public record InitializeResult(
        @JsonProperty(required = true) String protocolVersion,
        @JsonProperty(required = true) long serverSeq,
        Implementation serverInfo,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonProperty(required = true) List<Snapshot> snapshots,
        String defaultDirectory,
        List<String> completionTriggerCharacters,
        String terminalCommandPrefix,
        JsonNode telemetry,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) {

    /** Copies the lists, maps and trees. */
    public InitializeResult {
        meta = Frozen.mapOrNull(meta);
        snapshots = List.copyOf(snapshots);
        completionTriggerCharacters = Frozen.listOrNull(completionTriggerCharacters);
        telemetry = Frozen.node(telemetry);
        extra = Frozen.extra(extra);
    }

    /** This result with the snapshots replaced (the version views use it). */
    public InitializeResult withSnapshots(List<Snapshot> newSnapshots) {
        return new InitializeResult(protocolVersion, serverSeq, serverInfo, meta, newSnapshots, defaultDirectory,
                completionTriggerCharacters, terminalCommandPrefix, telemetry, extra);
    }

    /** This result with {@code serverInfo} and {@code terminalCommandPrefix} replaced. */
    public InitializeResult withServerInfoAndPrefix(Implementation newServerInfo, String newPrefix) {
        return new InitializeResult(protocolVersion, serverSeq, newServerInfo, meta, snapshots, defaultDirectory,
                completionTriggerCharacters, newPrefix, telemetry, extra);
    }
}
