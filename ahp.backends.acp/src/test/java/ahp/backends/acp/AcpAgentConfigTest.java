package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import ahp.backends.api.AgentBackend;
import ahp.backends.api.BackendSettings;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** The config's agents list: each entry read, each malformed one refused with its place and field. */
class AcpAgentConfigTest {

    @Test
    void anEntryIsReadWithItsDefaults() {
        List<AcpAgentConfig> agents = AcpAgentConfig.list(Json.MAPPER.readTree("""
                [{"id": "gemini", "displayName": "Gemini CLI", "command": "gemini", "args": ["--experimental-acp"],
                  "env": {"GEMINI_API_KEY": "k"}, "requestTimeoutSeconds": 2.5},
                 {"id": "my.agent_2", "command": "/opt/agent/bin/agent"}]"""));
        assertEquals(2, agents.size());
        AcpAgentConfig gemini = agents.get(0);
        assertEquals("gemini", gemini.id());
        assertEquals("Gemini CLI", gemini.shownName());
        assertEquals(List.of("--experimental-acp"), gemini.args());
        assertEquals(Map.of("GEMINI_API_KEY", "k"), gemini.env());
        assertEquals(Duration.ofMillis(2500), gemini.requestTimeout());
        AcpAgentConfig other = agents.get(1);
        assertNull(other.displayName());
        assertEquals("my.agent_2", other.shownName());
        assertEquals(List.of(), other.args());
        assertEquals(AcpAgentConfig.DEFAULT_REQUEST_TIMEOUT, other.requestTimeout());
    }

    @Test
    void theProviderOffersOneAgentAnEntryAndNoneWithoutTheKey() {
        ObjectNode config = (ObjectNode) Json.MAPPER.readTree("""
                {"agents": [{"id": "a", "command": "a"}, {"id": "b", "command": "b"}], "other": 1}""");
        List<AgentBackend> agents = new AcpBackendProvider().agents(new BackendSettings(config, null, null, Map.of()));
        assertEquals(List.of("a", "b"), agents.stream().map(AgentBackend::provider).toList());
        assertTrue(new AcpBackendProvider().agents(new BackendSettings(Json.MAPPER.createObjectNode(), null, null, Map.of())).isEmpty());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            {"agents": {"id": "a"}}                                        | config: agents must be a list
            {"agents": ["a"]}                                              | config: agents[0]: must be an object
            {"agents": [{"command": "a"}]}                                 | config: agents[0]: field "id" must be a string
            {"agents": [{"id": "a b", "command": "a"}]}                    | config: agents[0]: field "id" must be a string of letters, digits
            {"agents": [{"id": "a"}]}                                      | config: agents[0] (id "a"): field "command" must be a non-empty string
            {"agents": [{"id": "a", "command": 3}]}                        | config: agents[0] (id "a"): field "command"
            {"agents": [{"id": "a", "command": "bin/agent"}]}              | config: agents[0] (id "a"): field "command" must be a name looked up on PATH or an absolute path
            {"agents": [{"id": "a", "command": "a", "args": "x"}]}         | config: agents[0] (id "a"): field "args" must be a list of strings
            {"agents": [{"id": "a", "command": "a", "args": ["x", 1]}]}    | config: agents[0] (id "a"): field "args" must be a list of strings; args[1] is 1
            {"agents": [{"id": "a", "command": "a", "env": ["X=1"]}]}      | config: agents[0] (id "a"): field "env" must be an object of strings
            {"agents": [{"id": "a", "command": "a", "env": {"X": 1}}]}     | config: agents[0] (id "a"): field "env" must be an object of strings; X is 1
            {"agents": [{"id": "a", "command": "a", "displayName": ""}]}   | config: agents[0] (id "a"): field "displayName" must be a non-empty string
            {"agents": [{"id": "a", "command": "a", "requestTimeoutSeconds": 0}]} | config: agents[0] (id "a"): field "requestTimeoutSeconds" must be a number
            {"agents": [{"id": "a", "command": "a", "cmd": "a"}]}          | config: agents[0] (id "a"): unknown field "cmd"
            {"agents": [{"id": "a", "command": "a"}, {"id": "a", "command": "b"}]} | config: agents[1]: id "a" is used by an earlier entry
            """)
    void aMalformedEntryIsRefusedNamingItAndTheField(String config, String message) {
        ObjectNode tree = (ObjectNode) Json.MAPPER.readTree(config);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new AcpBackendProvider().agents(new BackendSettings(tree, null, null, Map.of())));
        assertTrue(refused.getMessage().startsWith(message), refused.getMessage());
    }
}
