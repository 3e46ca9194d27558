package ahp.protocol.root;

import ahp.protocol.Action;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** The actions of the root channel ({@code ahp-root://}); {@link RootReducer} is what each means. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = RootAction.AgentsChanged.class, name = RootAction.AgentsChanged.TYPE),
    @JsonSubTypes.Type(value = RootAction.ActiveSessionsChanged.class, name = RootAction.ActiveSessionsChanged.TYPE),
    @JsonSubTypes.Type(value = RootAction.TerminalsChanged.class, name = RootAction.TerminalsChanged.TYPE),
    @JsonSubTypes.Type(value = RootAction.ConfigChanged.class, name = RootAction.ConfigChanged.TYPE)})
public sealed interface RootAction extends Action {

    /**
     * The agent list changed (host only).
     *
     * @param agents the whole new agent list ({@code AgentInfo} objects as JSON)
     */
    record AgentsChanged(@JsonProperty(required = true) List<JsonNode> agents) implements RootAction {
        /** The wire {@code type}. */
        public static final String TYPE = "root/agentsChanged";

        /** Copies the list. */
        public AgentsChanged {
            agents = agents.stream().map(Frozen::node).toList();
        }

        @Override
        public String type() {
            return TYPE;
        }
    }

    /**
     * The number of active sessions changed (host only).
     *
     * @param activeSessions the new number
     */
    record ActiveSessionsChanged(@JsonProperty(required = true) int activeSessions) implements RootAction {
        /** The wire {@code type}. */
        public static final String TYPE = "root/activeSessionsChanged";

        @Override
        public String type() {
            return TYPE;
        }
    }

    /**
     * The whole terminal list, after any row changed: a terminal opened, was disposed, exited, or
     * changed title or claim (host only).
     *
     * @param terminals every open terminal's row
     */
    record TerminalsChanged(@JsonProperty(required = true) List<TerminalInfo> terminals) implements RootAction {
        /** The wire {@code type}. */
        public static final String TYPE = "root/terminalsChanged";

        /** Copies the list. */
        public TerminalsChanged {
            terminals = List.copyOf(terminals);
        }

        @Override
        public String type() {
            return TYPE;
        }
    }

    /**
     * Configuration values pushed by a client (or the host).
     *
     * @param config the values to merge in (or to set, with {@code replace})
     * @param replace whether {@code config} replaces every value rather than merging; null is false
     * @param extra fields this host does not know, kept for the echo
     */
    @JsonIgnoreProperties("type")
    record ConfigChanged(
            @JsonProperty(required = true) Map<String, JsonNode> config,
            Boolean replace,
            @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements RootAction {
        /** The wire {@code type}. */
        public static final String TYPE = "root/configChanged";

        /** Copies both maps. */
        public ConfigChanged {
            config = Frozen.extra(config);
            extra = Frozen.extra(extra);
        }

        /** A merge of {@code config} into the current values. */
        public ConfigChanged(Map<String, JsonNode> config) {
            this(config, null, Map.of());
        }

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public boolean clientDispatchable() {
            return true;
        }
    }
}
