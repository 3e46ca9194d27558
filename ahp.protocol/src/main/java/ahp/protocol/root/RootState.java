package ahp.protocol.root;

import ahp.protocol.ChannelState;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The state of {@code ahp-root://}, shared by every client: the agents, the number of active
 * sessions, the terminal list, the host configuration and host metadata.
 *
 * @param agents the agent backends ({@code AgentInfo} objects, carried as JSON)
 * @param activeSessions how many sessions are active, or null
 * @param terminals every open terminal's row, or null where the host has no terminal store
 * @param config the host configuration, or null
 * @param meta host extensions ({@code _meta}), or null
 * @param extra fields this version of the host does not know, kept for the round trip
 */
public record RootState(
        @JsonProperty(required = true) List<JsonNode> agents,
        Integer activeSessions,
        List<TerminalInfo> terminals,
        RootConfig config,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChannelState {

    /** Copies every collection so a state never changes after it is made. */
    public RootState {
        agents = agents == null ? List.of() : agents.stream().map(Frozen::node).toList();
        terminals = Frozen.listOrNull(terminals);
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    /** A root with no agents, no sessions and an empty terminal list. */
    public static RootState empty() {
        return new RootState(List.of(), null, List.of(), null, null, Map.of());
    }

    /** This state with {@code agents} replaced. */
    public RootState withAgents(List<JsonNode> newAgents) {
        return new RootState(newAgents, activeSessions, terminals, config, meta, extra);
    }

    /** This state with {@code activeSessions} replaced. */
    public RootState withActiveSessions(Integer newActiveSessions) {
        return new RootState(agents, newActiveSessions, terminals, config, meta, extra);
    }

    /** This state with the terminal list replaced. */
    public RootState withTerminals(List<TerminalInfo> newTerminals) {
        return new RootState(agents, activeSessions, newTerminals, config, meta, extra);
    }

    /** This state with {@code config} replaced. */
    public RootState withConfig(RootConfig newConfig) {
        return new RootState(agents, activeSessions, terminals, newConfig, meta, extra);
    }

    /** This state with {@code _meta} replaced. */
    public RootState withMeta(Map<String, Object> newMeta) {
        return new RootState(agents, activeSessions, terminals, config, newMeta, extra);
    }
}
