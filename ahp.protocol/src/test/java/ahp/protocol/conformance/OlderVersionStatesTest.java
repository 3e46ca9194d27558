package ahp.protocol.conformance;

import static ahp.protocol.JsonAssert.withoutNulls;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.ChannelState;
import ahp.protocol.JsonAssert;
import ahp.protocol.Json;
import ahp.protocol.chat.BackgroundShellWork;
import ahp.protocol.chat.BackgroundWorkSet;
import ahp.protocol.chat.ChatMessage;
import ahp.protocol.chat.ChatReducer;
import ahp.protocol.chat.ChatState;
import ahp.protocol.chat.TerminalCommandResult;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.ToolCallComplete;
import ahp.protocol.chat.ToolCallReady;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.chat.ToolCallStart;
import ahp.protocol.chat.TurnComplete;
import ahp.protocol.chat.TurnStarted;
import ahp.protocol.session.SessionState;
import ahp.protocol.version.ProtocolVersion;
import ahp.protocol.version.VersionView;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * A session and a chat state as the host holds them (0.9.0), with every field a view reshapes, sent
 * to each older version: each result is in that version's shape, and validates against that
 * release's own state schema where this project has it (0.5.2, 0.6.0, 0.7.0, 0.8.0; 0.5.1's
 * published schema has dangling references and catch-all union branches, which its successor fixed,
 * so it cannot validate anything strictly).
 */
class OlderVersionStatesTest {

    private static final Instant NOW = Instant.parse("2026-11-29T10:00:00Z");

    /** A failed session with two working directories, a chat restricted to one, and two inputs (one an authentication). */
    static SessionState session() {
        return SessionState.of((ObjectNode) Json.MAPPER.readTree("""
                {"provider":"copilot","title":"Fix the build","status":56,"lifecycle":"failed",
                 "creationError":{"errorType":"init","message":"no agent"},
                 "workingDirectories":["file:///w/main","file:///w/lib"],
                 "activeClients":[{"clientId":"c1","tools":[]}],
                 "chats":[{"resource":"ahp-chat:/c1","title":"Main","status":24,"modifiedAt":"2026-11-29T10:00:00.000Z",
                           "workingDirectories":["file:///w/lib"]},
                          {"resource":"ahp-chat:/c2","title":"Side","status":1,"modifiedAt":"2026-11-29T10:00:00.000Z"}],
                 "defaultChat":"ahp-chat:/c1",
                 "inputNeeded":[
                   {"id":"i1","chat":"ahp-chat:/c1","kind":"chatInput","request":{"id":"r1","message":"Which runtime?"}},
                   {"id":"i2","chat":"ahp-chat:/c1","kind":"toolAuthentication","turnId":"t2",
                    "toolCall":{"status":"auth-required","toolCallId":"tc9","toolName":"search","displayName":"Search",
                                "contributor":{"kind":"mcp","customizationId":"mcp-1"},"invocationMessage":"Searching",
                                "confirmed":"not-needed",
                                "auth":{"reason":"required","resource":{"resource":"https://mcp.example"}}}}]}"""));
    }

    /**
     * A chat built by the reducer: a finished turn with a terminal tool call, an abandoned and an
     * answered input request; a running turn with an open request; a background row; a queued message.
     */
    static ChatState chat() {
        ChatState state = ChatState.of((ObjectNode) Json.MAPPER.readTree("""
                {"resource":"ahp-chat:/c1","title":"Main","status":33,"modifiedAt":"2026-11-29T09:00:00.000Z","turns":[],
                 "workingDirectories":["file:///w/lib"],
                 "queuedMessages":[{"id":"q1","message":{"text":"later","origin":{"kind":"user"}}}]}"""));
        TerminalContent block = new TerminalContent("ahp-terminal:/t1", "ls", true, new TerminalCommandResult(0, "a\n", false));
        List<Action> actions = List.of(
                new TurnStarted("t1", "2026-11-29T10:00:00.000Z", message("!ls"), null, null, Map.of()),
                new ToolCallStart("t1", "tc1", "terminal", "Terminal", "ls"),
                ToolCallReady.running("t1", "tc1", "Running ls", StringNode.valueOf("ls"), "not-needed"),
                new ToolCallComplete("t1", "tc1", ToolCallResult.of(true, "Ran ls", List.of(block))),
                tree("{\"type\":\"chat/inputRequested\",\"request\":{\"id\":\"abandoned\",\"message\":\"Still there?\"}}"),
                tree("{\"type\":\"chat/inputRequested\",\"request\":{\"id\":\"done\",\"message\":\"Go on?\"}}"),
                tree("{\"type\":\"chat/inputCompleted\",\"requestId\":\"done\",\"response\":\"accept\"}"),
                new TurnComplete("t1", 1200),
                new TurnStarted("t2", "2026-11-29T10:01:00.000Z", message("build it"), null, null, Map.of()),
                tree("{\"type\":\"chat/responsePart\",\"turnId\":\"t2\",\"part\":{\"kind\":\"markdown\",\"id\":\"p1\",\"content\":\"On it\"}}"),
                tree("{\"type\":\"chat/inputRequested\",\"request\":{\"id\":\"r1\",\"message\":\"Which runtime?\"}}"),
                new BackgroundWorkSet(new BackgroundShellWork("w1", "watch", "2026-11-29T10:00:00.000Z", null,
                        "npm run watch", "ahp-terminal:/t2")));
        for (Action action : actions) {
            state = ChatReducer.reduce(state, action, NOW);
        }
        return state;
    }

    private static ChatMessage message(String text) {
        return new ChatMessage(text, JsonNodeFactory.instance.objectNode().put("kind", "user"), null, Map.of());
    }

    private static Action tree(String json) {
        return Json.read(json, Action.class);
    }

    private static JsonNode sent(ProtocolVersion version, Object state) {
        return withoutNulls(JsonAssert.tree(VersionView.of(version).state((ChannelState) state)));
    }

    @TestFactory
    Stream<DynamicTest> theStatesValidateAgainstEachReleasesSchema() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String release : Schemas.RELEASES) {
            ProtocolVersion version = ProtocolVersion.parse(release);
            tests.add(DynamicTest.dynamicTest("session state sent to " + release + " is a valid " + release + " SessionState",
                    () -> Schemas.assertValid(Schemas.release(release, "SessionState"), sent(version, session()), "session")));
            tests.add(DynamicTest.dynamicTest("chat state sent to " + release + " is a valid " + release + " ChatState",
                    () -> Schemas.assertValid(Schemas.release(release, "ChatState"), sent(version, chat()), "chat")));
        }
        tests.add(DynamicTest.dynamicTest("session state sent to 0.8.0 is a valid 0.8.0 SessionState",
                () -> Schemas.assertValid(Schemas.v080("state", "SessionState"), sent(ProtocolVersion.V0_8_0, session()), "session")));
        tests.add(DynamicTest.dynamicTest("chat state sent to 0.8.0 is a valid 0.8.0 ChatState",
                () -> Schemas.assertValid(Schemas.v080("state", "ChatState"), sent(ProtocolVersion.V0_8_0, chat()), "chat")));
        return tests.stream();
    }

    @Test
    void theOlderSchemasRefuseTheHostsOwnShape() {
        // The point of the views: without them, the 0.9.0 states are not what the older releases accept.
        assertFalse(Schemas.errors(Schemas.release("0.5.2", "SessionState"), withoutNulls(JsonAssert.tree(session()))).isEmpty());
        assertFalse(Schemas.errors(Schemas.v080("state", "SessionState"), withoutNulls(JsonAssert.tree(session()))).isEmpty());
        assertFalse(Schemas.errors(Schemas.release("0.5.2", "ChatState"), withoutNulls(JsonAssert.tree(chat()))).isEmpty());
    }

    @Test
    void theModelsViewSendsTheStatesAsTheyAre() {
        SessionState session = session();
        ChatState chat = chat();
        assertSame(session, VersionView.MODEL.state(session));
        assertSame(chat, VersionView.MODEL.state(chat));
    }

    @Test
    void before090AFailedSessionIsCreationFailedAndChatsHaveNoBackgroundRows() {
        JsonNode session = sent(ProtocolVersion.V0_8_0, session());
        assertEquals("creationFailed", session.get("lifecycle").asString());
        assertEquals(2, session.get("inputNeeded").size());
        assertEquals(session().body().get("workingDirectories"), session.get("workingDirectories"));
        JsonNode chat = sent(ProtocolVersion.V0_8_0, chat());
        assertFalse(chat.has("backgroundWork"));
        ObjectNode withoutRows = chat().body();
        withoutRows.remove("backgroundWork");
        assertEquals(withoutNulls(JsonAssert.tree(withoutRows)), chat);
    }

    @Test
    void before070ThereIsOneWorkingDirectory() {
        JsonNode session = sent(ProtocolVersion.V0_6_0, session());
        assertEquals("file:///w/main", session.get("workingDirectory").asString());
        assertFalse(session.has("workingDirectories"));
        assertEquals("file:///w/lib", session.get("chats").get(0).get("workingDirectory").asString());
        assertFalse(session.get("chats").get(1).has("workingDirectory"));
        JsonNode chat = sent(ProtocolVersion.V0_6_0, chat());
        assertEquals("file:///w/lib", chat.get("workingDirectory").asString());
        assertFalse(chat.has("workingDirectories"));
        assertTrue(sent(ProtocolVersion.V0_7_0, chat()).has("workingDirectories"));
    }

    @Test
    void before060OpenInputRequestsAreAListAndAuthenticationsAreNotSent() {
        JsonNode chat = sent(ProtocolVersion.V0_5_2, chat());
        assertEquals(List.of("r1"), ids(chat.get("inputRequests")));
        assertEquals(List.of("p1"), partIds(chat.get("activeTurn")));
        assertEquals(List.of("tc1", "done"), partIds(chat.get("turns").get(0)));
        JsonNode oldest = sent(ProtocolVersion.V0_5_1, chat());
        assertEquals(List.of("r1"), ids(oldest.get("inputRequests")));
        assertEquals(List.of("tc1"), partIds(oldest.get("turns").get(0)));
        assertFalse(sent(ProtocolVersion.V0_6_0, chat()).has("inputRequests"));

        JsonNode session = sent(ProtocolVersion.V0_5_2, session());
        assertEquals(List.of("i1"), ids(session.get("inputNeeded")));
        assertEquals(List.of("i1", "i2"), ids(sent(ProtocolVersion.V0_6_0, session()).get("inputNeeded")));
    }

    @Test
    void before070TheTerminalBlockOfAToolCallLosesItsResult() {
        JsonNode call = sent(ProtocolVersion.V0_6_0, chat()).get("turns").get(0).get("responseParts").get(0).get("toolCall");
        assertEquals("terminal", call.get("content").get(0).get("type").asString());
        assertFalse(call.get("content").get(0).has("result"));
        assertEquals("terminalComplete", call.get("content").get(1).get("type").asString());
    }

    private static List<String> ids(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(element -> out.add(element.get("id").asString()));
        return out;
    }

    private static List<String> partIds(JsonNode turn) {
        List<String> out = new ArrayList<>();
        for (JsonNode part : turn.get("responseParts")) {
            out.add(part.has("toolCall") ? part.get("toolCall").get("toolCallId").asString()
                    : part.has("request") ? part.get("request").get("id").asString() : part.get("id").asString());
        }
        return out;
    }
}
