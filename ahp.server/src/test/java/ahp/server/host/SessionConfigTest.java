package ahp.server.host;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.ScriptedAcpAgent;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resolveSessionConfig} and {@code sessionConfigCompletions} through the daemon's WebSocket, on
 * a daemon with an ACP agent beside {@code local}: {@code local} takes no config, and the agent here
 * cannot start (its script is missing), so the throwaway session a resolve would learn its config from
 * never opens and the resolve answers, best effort, no property and no value, whatever the client
 * filled in; an unknown provider is {@code -32002}, a property of no schema and a wrong field
 * {@code -32602}. An agent that says its config is {@code backends.AcpSessionConfigTest}.
 */
class SessionConfigTest {

    @TempDir
    Path home;

    @TempDir
    Path store;

    private TestDaemon daemon;
    private AhpTestClient owner;

    @BeforeEach
    void start() {
        daemon = TestDaemon.withBackends(TerminalsMode.PIPES, home, store,
                ScriptedAcpAgent.backends(store.resolve("no-script.json"), store));
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
    }

    @AfterEach
    void stop() {
        owner.close();
        daemon.close();
    }

    @Test
    void localAndAnAgentThatCannotSayResolveToNoPropertiesAndNoValues() {
        JsonNode agents = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state")
                .path("agents");
        List<String> providers = new java.util.ArrayList<>();
        agents.forEach(agent -> providers.add(agent.path("provider").asString()));
        assertEquals(List.of("local", ScriptedAcpAgent.ID), providers);
        for (String provider : Arrays.asList("local", ScriptedAcpAgent.ID, null)) {
            ObjectNode ask = params(ROOT).put("workingDirectory", home.toUri().toString());
            if (provider != null) {
                ask.put("provider", provider);
            }
            ask.putObject("config").put("mode", "plan").put("isolation", "worktree");
            JsonNode result = owner.request("resolveSessionConfig", ask).path("result");
            assertEquals("object", result.path("schema").path("type").asString(), result.toString());
            assertTrue(result.path("schema").path("properties").isObject(), result.toString());
            assertEquals(0, result.path("schema").path("properties").size(), result.toString());
            assertTrue(result.path("values").isObject(), result.toString());
            assertEquals(0, result.path("values").size(), "a value nothing takes is not echoed: " + result);
        }
    }

    @Test
    void aGuestMayAskAsItMayListSessions() {
        try (AhpTestClient guest = AhpTestClient.initialized(daemon.uri(), TestDaemon.GUEST, "guest", "0.9.0")) {
            JsonNode answer = guest.request("resolveSessionConfig", params(ROOT).put("provider", "local"));
            assertEquals(0, answer.path("result").path("values").size(), answer.toString());
            JsonNode completions = guest.request("sessionConfigCompletions",
                    params(ROOT).put("provider", "local").put("property", "mode"));
            assertEquals(-32602, completions.path("error").path("code").asInt(), completions.toString());
        }
    }

    @Test
    void noPropertyHasCompletionsAndWrongParamsAreNamed() {
        JsonNode none = owner.request("sessionConfigCompletions",
                params(ROOT).put("provider", ScriptedAcpAgent.ID).put("property", "model").put("query", "gp"));
        assertEquals(-32602, none.path("error").path("code").asInt(), none.toString());
        assertTrue(none.path("error").path("message").asString().contains("'params.property' model"), none.toString());
        assertTrue(none.path("error").path("message").asString().contains("it has none"), none.toString());
        JsonNode noProperty = owner.request("sessionConfigCompletions", params(ROOT).put("provider", "local"));
        assertTrue(noProperty.path("error").path("message").asString().contains("'params.property'"), noProperty.toString());
        for (String method : List.of("resolveSessionConfig", "sessionConfigCompletions")) {
            JsonNode unknown = owner.request(method, params(ROOT).put("provider", "copilot").put("property", "mode"));
            assertEquals(-32002, unknown.path("error").path("code").asInt(), unknown.toString());
            assertTrue(unknown.path("error").path("message").asString().contains("known: local, " + ScriptedAcpAgent.ID),
                    unknown.toString());
            JsonNode channel = owner.request(method, params("ahp-session:/x").put("property", "mode"));
            assertTrue(channel.path("error").path("message").asString().contains("'params.channel'"), channel.toString());
        }
        ObjectNode notAnObject = params(ROOT).put("provider", "local").put("config", "plan");
        JsonNode config = owner.request("resolveSessionConfig", notAnObject);
        assertTrue(config.path("error").path("message").asString().contains("'params.config' must be an object"),
                config.toString());
    }
}
