package ahp.protocol.root;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import ahp.protocol.Json;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

class RootReducerTest {

    private static final RootConfig CONFIG = new RootConfig(Json.MAPPER.readTree("{\"type\":\"object\"}"),
            Map.of("defaultShell", StringNode.valueOf("/bin/bash"), "other", StringNode.valueOf("x")));

    @Test
    void terminalsChangedReplacesTheWholeList() {
        TerminalInfo row = new TerminalInfo("ahp-terminal:/1", "bash", new TerminalClaim.Client("c"),
                TerminalLifecycle.RUNNING);
        RootState state = RootState.empty().withTerminals(List.of(row, row));
        RootState next = RootReducer.reduce(state, new RootAction.TerminalsChanged(List.of(row)));
        assertEquals(List.of(row), next.terminals());
        assertEquals(2, state.terminals().size());
    }

    @Test
    void configChangedMergesOrReplacesTheValues() {
        RootState state = RootState.empty().withConfig(CONFIG);
        Map<String, JsonNode> zsh = Map.of("defaultShell", StringNode.valueOf("/bin/zsh"));
        RootState merged = RootReducer.reduce(state, new RootAction.ConfigChanged(zsh));
        assertEquals("/bin/zsh", merged.config().values().get("defaultShell").asString());
        assertEquals("x", merged.config().values().get("other").asString());
        RootState replaced = RootReducer.reduce(state, new RootAction.ConfigChanged(zsh, true, Map.of()));
        assertEquals(zsh.keySet(), replaced.config().values().keySet());
        assertEquals(CONFIG.schema(), replaced.config().schema());
    }

    @Test
    void configChangedWithoutAConfigChangesNothing() {
        RootState state = RootState.empty();
        assertSame(state, RootReducer.reduce(state,
                new RootAction.ConfigChanged(Map.of("defaultShell", StringNode.valueOf("/bin/zsh")))));
    }

    @Test
    void agentsAndSessionCountsAreSet() {
        RootState state = RootReducer.reduce(RootState.empty(), new RootAction.ActiveSessionsChanged(3));
        assertEquals(3, state.activeSessions());
        JsonNode agent = Json.MAPPER.readTree("{\"provider\":\"p\"}");
        assertEquals(List.of(agent), RootReducer.reduce(state, new RootAction.AgentsChanged(List.of(agent))).agents());
    }

    @Test
    void otherActionsChangeNothing() {
        RootState state = RootState.empty();
        assertSame(state, RootReducer.reduce(state, (ahp.protocol.Action) new TerminalAction.Cleared()));
    }
}
