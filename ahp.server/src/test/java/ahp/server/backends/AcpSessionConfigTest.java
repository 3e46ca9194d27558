package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.ScriptedAcpAgent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * An ACP agent's modes, models (the unstable models API) and config options as session config,
 * through the daemon's WebSocket, with the scripted agent (the official ACP TypeScript SDK) as the
 * agent. Each test replays a case of VS Code's
 * {@code src/vs/platform/agentHost/test/node/protocol/sessionConfig.integrationTest.ts} (named in its
 * comment) with this agent for VS Code's mock one: {@code resolveSessionConfig} answers what the agent
 * said, learned by one throwaway session the first time and remembered after (a restart included);
 * {@code sessionConfigCompletions} filters the long model list; {@code createSession} keeps the
 * schema and values, and the agent is set to them before its first prompt; {@code session/configChanged}
 * merges into the state and reaches the agent; the config outlives a restart. A value no property
 * takes is refused with why.
 */
class AcpSessionConfigTest extends AgentDaemonCase {

    private static final String PROVIDER = ScriptedAcpAgent.ID;
    private static final List<String> MODELS = List.of("gpt-5", "gpt-5-mini", "gpt-4.1", "claude-sonnet-4",
            "claude-opus-4", "gemini-2.5-pro", "gemini-2.5-flash", "o3", "o4-mini", "grok-4", "qwen3-coder", "kimi-k2");

    @Override
    protected String agentScript() {
        ObjectNode script = JSON.createObjectNode().put("loadSession", true).put("closeSession", true)
                .put("sessionLog", sessionLog().toString());
        ObjectNode modes = script.putObject("modes").put("currentModeId", "ask");
        modes.putArray("availableModes")
                .add(JSON.createObjectNode().put("id", "ask").put("name", "Ask").put("description", "Asks before it edits"))
                .add(JSON.createObjectNode().put("id", "code").put("name", "Code"))
                .add(JSON.createObjectNode().put("id", "plan").put("name", "Plan").put("description", "Plans only"));
        ObjectNode models = script.putObject("models").put("currentModelId", "gpt-5");
        MODELS.forEach(model -> models.withArray("availableModels").addObject().put("modelId", model)
                .put("name", model.toUpperCase()));
        ObjectNode effort = script.putArray("configOptions").addObject().put("id", "effort").put("name", "Reasoning effort")
                .put("category", "thought_level").put("type", "select").put("currentValue", "medium");
        ObjectNode quick = effort.putArray("options").addObject().put("group", "quick").put("name", "Quick");
        quick.putArray("options").add(JSON.createObjectNode().put("value", "low").put("name", "Low"))
                .add(JSON.createObjectNode().put("value", "medium").put("name", "Medium"));
        effort.withArray("options").addObject().put("value", "high").put("name", "High").put("description", "Thinks longest");
        script.withArray("configOptions").addObject().put("id", "web").put("name", "Web search").put("type", "boolean")
                .put("currentValue", false);
        script.putObject("turns").putArray("*").addObject().put("configCalls", true);
        return script.toString();
    }

    // VS Code: 'resolveSessionConfig returns schema and re-resolves dependent read-only state'
    @Test
    void resolveAnswersTheAgentsModesModelsAndOptionsLearnedOnceAndRemembered() {
        assertFalse(Files.exists(sessionLog()), "nothing is started before a client asks");
        long first = owner.requestLater("resolveSessionConfig", resolve(null));
        long second = owner.requestLater("resolveSessionConfig", resolve(null));
        JsonNode initial = ok(owner.responseTo(first));
        assertEquals(initial, ok(owner.responseTo(second)));
        JsonNode properties = initial.path("schema").path("properties");
        assertEquals(List.of("mode", "model", "effort", "web"), List.copyOf(properties.propertyNames()), initial.toString());
        assertEquals(JSON.readTree("""
                {"type": "string", "title": "Mode", "enum": ["ask", "code", "plan"], "enumLabels": ["Ask", "Code", "Plan"],
                 "enumDescriptions": ["Asks before it edits", "", "Plans only"], "default": "ask", "sessionMutable": true}
                """), properties.path("mode"));
        assertEquals(MODELS.size(), properties.path("model").path("enum").size(), properties.toString());
        assertTrue(properties.path("model").path("enumDynamic").asBoolean(), "twelve models: a client searches them");
        assertEquals(JSON.readTree("""
                {"type": "string", "title": "Reasoning effort", "enum": ["low", "medium", "high"],
                 "enumLabels": ["Low", "Medium", "High"], "enumDescriptions": ["", "", "Thinks longest"],
                 "default": "medium", "sessionMutable": true}
                """), properties.path("effort"));
        assertEquals(JSON.readTree("""
                {"type": "boolean", "title": "Web search", "default": false, "sessionMutable": true}
                """), properties.path("web"));
        assertEquals(JSON.readTree("""
                {"mode": "ask", "model": "gpt-5", "effort": "medium", "web": false}
                """), initial.path("values"));
        Await.until("the probe's session closed and its agent gone", () -> sessionLog(2).size() == 3);
        List<String> probe = sessionLog(2);
        assertEquals(List.of("start", "new", "close"), probe.stream().map(line -> line.split(" ")[0]).toList(),
                "one throwaway session, closed: " + probe);

        ObjectNode filled = JSON.createObjectNode().put("mode", "plan").put("model", "no-such-model").put("effort", "high");
        JsonNode again = ok(owner.request("resolveSessionConfig", resolve(filled)));
        assertEquals(JSON.readTree("""
                {"mode": "plan", "model": "gpt-5", "effort": "high", "web": false}
                """), again.path("values"), "a value no property takes falls back to the default");
        assertEquals(initial.path("schema"), again.path("schema"));

        restart();
        assertEquals(initial, ok(owner.request("resolveSessionConfig", resolve(null))), "remembered across a restart");
        assertEquals(probe, sessionLog(2), "answered without starting the agent again");
    }

    // VS Code: 'resolveSessionConfig returns schema and re-resolves dependent read-only state' (best effort)
    @Test
    void anAgentThatCannotStartIsResolvedToNoPropertiesAndAskedAgainNextTime() {
        ObjectNode nowhere = resolve(null).put("workingDirectory", work.resolve("missing").toUri().toString());
        JsonNode none = ok(owner.request("resolveSessionConfig", nowhere));
        assertEquals(0, none.path("schema").path("properties").size(), none.toString());
        assertEquals(0, none.path("values").size(), none.toString());
        JsonNode learned = ok(owner.request("resolveSessionConfig", resolve(null)));
        assertEquals(4, learned.path("schema").path("properties").size(), learned.toString());
    }

    // VS Code: 'sessionConfigCompletions returns dynamic branch matches'
    @Test
    void completionsFilterALongListByTheQuery() {
        ok(owner.request("resolveSessionConfig", resolve(null)));
        JsonNode mini = ok(owner.request("sessionConfigCompletions", completions("model", "-MINI")));
        assertEquals(JSON.readTree("""
                {"items": [{"value": "gpt-5-mini", "label": "GPT-5-MINI"}, {"value": "o4-mini", "label": "O4-MINI"}]}
                """), mini);
        assertEquals(MODELS.size(), ok(owner.request("sessionConfigCompletions", completions("model", null))).path("items").size());
        JsonNode high = ok(owner.request("sessionConfigCompletions", completions("effort", "high")));
        assertEquals(JSON.readTree("""
                {"items": [{"value": "high", "label": "High", "description": "Thinks longest"}]}
                """), high);
        JsonNode branch = owner.request("sessionConfigCompletions", completions("branch", "feat"));
        assertEquals(-32602, branch.path("error").path("code").asInt(), branch.toString());
        assertTrue(branch.path("error").path("message").asString().contains("it has mode, model, effort, web"), branch.toString());
    }

    // VS Code: 'createSession stores config schema and values on session state'
    @Test
    void createSessionKeepsTheSchemaAndValuesAndTheAgentIsSetBeforeItsFirstPrompt() {
        JsonNode resolved = ok(owner.request("resolveSessionConfig", resolve(null)));
        ObjectNode config = JSON.createObjectNode().put("mode", "plan").put("model", "claude-opus-4").put("effort", "high")
                .put("web", true);
        String session = create(config);
        JsonNode added = owner.take(m -> "root/sessionAdded".equals(m.path("method").asString("")));
        assertFalse(added.path("params").toString().contains("\"config\""), "a summary carries no config: " + added);
        JsonNode state = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        assertEquals(config, state.path("config").path("values"), state.toString());
        assertEquals(resolved.path("schema"), state.path("config").path("schema"));

        List<String> said = turn(chatOf(session));
        assertEquals(List.of("config calls: session/set_mode mode=plan | session/set_model model=claude-opus-4"
                + " | session/set_config_option effort=high | session/set_config_option web=true",
                "config now: mode=plan model=claude-opus-4 effort=high web=true"), said);

        JsonNode wrong = owner.request("createSession", createParams(JSON.createObjectNode().put("mode", "yolo")));
        assertEquals(-32602, wrong.path("error").path("code").asInt(), wrong.toString());
        assertEquals("Invalid params: 'params.config.mode' must be one of ask, code, plan (it is \"yolo\")",
                wrong.path("error").path("message").asString());
    }

    // VS Code: 'createSession stores config schema and values on session state' (values left out take their defaults)
    @Test
    void aValueLeftOutIsTheDefaultAndOnlyWhatDiffersIsSet() {
        ok(owner.request("resolveSessionConfig", resolve(null)));
        String session = create(JSON.createObjectNode().put("mode", "code").put("unknown", "dropped"));
        JsonNode state = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        assertEquals(JSON.readTree("""
                {"mode": "code", "model": "gpt-5", "effort": "medium", "web": false}
                """), state.path("config").path("values"));
        assertEquals(List.of("config calls: session/set_mode mode=code", "config now: mode=code model=gpt-5 effort=medium web=false"),
                turn(chatOf(session)));
    }

    // VS Code: 'session/configChanged merges config values into session state'
    @Test
    void configChangedMergesIntoTheStateAndReachesTheAgent() {
        Chats.Opened opened = resolvedAndOpened(JSON.createObjectNode().put("mode", "code"));
        String session = opened.session();
        String chat = opened.chat();
        assertEquals("config calls: session/set_mode mode=code", turn(chat).getFirst(), "the first turn opens its ACP session");

        change(session, JSON.createObjectNode().put("model", "gpt-5-mini"), null);
        JsonNode state = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        assertEquals(JSON.readTree("""
                {"mode": "code", "model": "gpt-5-mini", "effort": "medium", "web": false}
                """), state.path("config").path("values"));
        assertEquals(List.of("config calls: session/set_mode mode=code | session/set_model model=gpt-5-mini",
                "config now: mode=code model=gpt-5-mini effort=medium web=false"), turn(chat));

        change(session, JSON.createObjectNode().put("mode", "yolo"),
                "Invalid action: 'config.mode' must be one of ask, code, plan (it is \"yolo\")");
        change(session, JSON.createObjectNode().put("branch", "release"),
                "Invalid action: 'config.branch' is not a property of this session's config (it has mode, model, effort, web)");
        change(session, JSON.createObjectNode().put("web", "yes"), "Invalid action: 'config.web' must be a boolean (it is \"yes\")");
        JsonNode unchanged = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        assertEquals(state.path("config"), unchanged.path("config"), "a refused change changes nothing");

        String local = "ahp-session:/" + UUID.randomUUID();
        ok(owner.request("createSession", params(local).put("provider", "local")));
        owner.request("subscribe", params(local));
        change(local, JSON.createObjectNode().put("mode", "plan"), "This session has no config: its agent offers nothing to set");
    }

    // VS Code: 'persisted config values are restored on subscribe after server restart'
    @Test
    void theConfigOutlivesARestartAndTheAgentIsSetAgain() {
        Chats.Opened opened = resolvedAndOpened(JSON.createObjectNode().put("mode", "plan"));
        turn(opened.chat());
        change(opened.session(), JSON.createObjectNode().put("effort", "high"), null);
        String session = opened.session();
        String chat = opened.chat();

        restart();
        JsonNode state = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        assertEquals(JSON.readTree("""
                {"mode": "plan", "model": "gpt-5", "effort": "high", "web": false}
                """), state.path("config").path("values"), state.toString());
        chatOf(session);
        assertEquals(List.of("config calls: session/set_mode mode=plan | session/set_config_option effort=high",
                "config now: mode=plan model=gpt-5 effort=high web=false"), turn(chat), "a new agent process, set again");
    }

    @Test
    void anAgentRefusingASetStillRunsTheTurn() throws IOException {
        Files.writeString(script(), agentScript().replace("\"loadSession\":true", "\"loadSession\":true,\"refuseConfig\":true"));
        Chats.Opened opened = resolvedAndOpened(JSON.createObjectNode().put("mode", "plan"));
        assertEquals(List.of("config calls: session/set_mode mode=plan", "config now: mode=ask model=gpt-5 effort=medium web=false"),
                turn(opened.chat()));
    }

    private Path sessionLog() {
        return store.resolveSibling(store.getFileName() + "-sessions.log");
    }

    /** The agent's session log, each line cut to its first {@code words} words. */
    private List<String> sessionLog(int words) {
        try {
            if (!Files.exists(sessionLog())) {
                return List.of();
            }
            return Files.readAllLines(sessionLog()).stream()
                    .map(line -> String.join(" ", List.of(line.split(" ")).subList(0, Math.min(words, line.split(" ").length))))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ObjectNode resolve(ObjectNode config) {
        ObjectNode params = params(ROOT).put("provider", PROVIDER).put("workingDirectory", work.toUri().toString());
        if (config != null) {
            params.set("config", config);
        }
        return params;
    }

    private ObjectNode completions(String property, String query) {
        ObjectNode params = resolve(null).put("property", property);
        if (query != null) {
            params.put("query", query);
        }
        return params;
    }

    private ObjectNode createParams(ObjectNode config) {
        ObjectNode create = params("ahp-session:/" + UUID.randomUUID()).put("provider", PROVIDER);
        create.putArray("workingDirectories").add(work.toUri().toString());
        create.set("config", config);
        return create;
    }

    /** Creates a session of the agent with {@code config}; returns its URI. */
    private String create(ObjectNode config) {
        ObjectNode create = createParams(config);
        ok(owner.request("createSession", create));
        return create.path("channel").asString();
    }

    /** Resolves the agent's config (as VS Code does first), then creates a session with {@code config}, subscribed. */
    private Chats.Opened resolvedAndOpened(ObjectNode config) {
        ok(owner.request("resolveSessionConfig", resolve(null)));
        String session = create(config);
        return new Chats.Opened(session, chatOf(session));
    }

    /** Subscribes to {@code session} and its default chat; returns the chat. */
    private String chatOf(String session) {
        String chat = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state")
                .path("defaultChat").asString();
        ok(owner.request("subscribe", params(chat)));
        return chat;
    }

    /** Dispatches a config change on {@code session}: echoed as taken, or refused with {@code refusal}. */
    private void change(String session, ObjectNode config, String refusal) {
        ObjectNode action = JSON.createObjectNode().put("type", "session/configChanged");
        action.set("config", config);
        long seq = owner.dispatch(session, action);
        JsonNode echo = owner.envelope(session, e -> e.path("origin").path("clientSeq").asLong(-1) == seq);
        assertEquals("session/configChanged", echo.path("action").path("type").asString(), echo.toString());
        if (refusal == null) {
            assertFalse(echo.has("rejectionReason"), echo.toString());
        } else {
            assertEquals(refusal, echo.path("rejectionReason").asString(), echo.toString());
        }
    }

    /** Runs a turn on {@code chat} and returns the lines the agent said. */
    private List<String> turn(String chat) {
        List<JsonNode> turn = untilEnd(owner, chat, send(owner, chat, "config?"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        String said = ahp.server.testing.Chats.said(turn);
        return new ArrayList<>(List.of(said.strip().split("\n")));
    }

    private static JsonNode ok(JsonNode response) {
        if (response.has("error")) {
            throw new AssertionError("the request failed: " + response);
        }
        return response.path("result");
    }
}
