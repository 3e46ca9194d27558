package ahp.protocol.root;

import ahp.protocol.Action;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** The root channel's pure reducer: {@code (state, action) -> state}. */
public final class RootReducer {

    private RootReducer() {}

    /** The state after {@code action}; {@code state} itself is never changed. */
    public static RootState reduce(RootState state, RootAction action) {
        return switch (action) {
            case RootAction.AgentsChanged changed -> state.withAgents(changed.agents());
            case RootAction.ActiveSessionsChanged changed -> state.withActiveSessions(changed.activeSessions());
            case RootAction.TerminalsChanged changed -> state.withTerminals(changed.terminals());
            case RootAction.ConfigChanged changed -> configure(state, changed);
        };
    }

    /** The state after any action sent on the root channel; a type other than the four changes nothing. */
    public static RootState reduce(RootState state, Action action) {
        return action instanceof RootAction root ? reduce(state, root) : state;
    }

    /** Without a config on state there is nothing to merge into, so the action changes nothing. */
    private static RootState configure(RootState state, RootAction.ConfigChanged changed) {
        if (state.config() == null) {
            return state;
        }
        Map<String, JsonNode> values;
        if (Boolean.TRUE.equals(changed.replace())) {
            values = changed.config();
        } else {
            values = new LinkedHashMap<>(state.config().values());
            values.putAll(changed.config());
        }
        return state.withConfig(state.config().withValues(values));
    }
}
