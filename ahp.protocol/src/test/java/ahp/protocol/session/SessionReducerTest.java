package ahp.protocol.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.UnknownAction;
import ahp.protocol.chat.ChatSummary;
import ahp.protocol.chat.SessionStatus;
import ahp.protocol.chat.TurnCancelled;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class SessionReducerTest {

    private static final long UNKNOWN_BIT = 1L << 31;

    private static SessionState creating() {
        return SessionState.of((ObjectNode) Json.MAPPER.readTree("""
                {"provider":"copilot","title":"New","status":1,"lifecycle":"creating","activeClients":[],"chats":[],
                 "future":[1,2]}"""));
    }

    private static Action action(String json) {
        return Json.read(json, Action.class);
    }

    private static SessionState reduce(SessionState state, Action... actions) {
        SessionState current = state;
        for (Action action : actions) {
            current = SessionReducer.reduce(current, action);
        }
        return current;
    }

    @Test
    void theLifecycleTheHostEmits() {
        SessionState ready = reduce(creating(), new SessionReady(), new SessionTitleChanged("Fix the build"));
        assertEquals(SessionLifecycle.READY, ready.lifecycle());
        assertEquals("Fix the build", ready.title());
        assertEquals("copilot", ready.provider());
        SessionState failed = reduce(creating(),
                new SessionCreationFailed(Json.MAPPER.readTree("{\"errorType\":\"init\",\"message\":\"no agent\"}")));
        assertEquals(SessionLifecycle.FAILED, failed.lifecycle());
        assertEquals("no agent", failed.body().get("creationError").get("message").asString());
        assertEquals(List.of(1, 2), List.of(failed.body().get("future").get(0).asInt(), failed.body().get("future").get(1).asInt()));
    }

    @Test
    void theChatCatalogue() {
        ChatSummary main = new ChatSummary("ahp-chat:/main", "Main", SessionStatus.IDLE, "2026-11-29T10:00:00.000Z");
        ChatSummary side = new ChatSummary("ahp-chat:/side", "Side", SessionStatus.IDLE, "2026-11-29T10:00:00.000Z",
                Map.of("origin", Json.MAPPER.readTree("{\"kind\":\"sideChat\",\"chat\":\"ahp-chat:/main\",\"turnId\":\"t\"}")));
        SessionState session = reduce(creating(), new ChatAdded(main), new ChatAdded(side),
                action("{\"type\":\"session/defaultChatChanged\",\"defaultChat\":\"ahp-chat:/side\"}"),
                new ChatUpdated("ahp-chat:/main", (ObjectNode) Json.MAPPER.readTree(
                        "{\"resource\":\"ahp-chat:/elsewhere\",\"title\":\"Main (renamed)\",\"status\":24}")));
        assertEquals(List.of("ahp-chat:/main", "ahp-chat:/side"), session.chats().stream().map(ChatSummary::resource).toList());
        assertEquals("Main (renamed)", session.chats().getFirst().title());
        assertEquals(SessionStatus.INPUT_NEEDED, session.chats().getFirst().status());
        assertEquals(side, session.chats().get(1));
        assertEquals(Optional.of("ahp-chat:/side"), session.defaultChat());

        SessionState replaced = reduce(session, new ChatAdded(new ChatSummary("ahp-chat:/side", "Side 2", 1, "m")));
        assertEquals(2, replaced.chats().size(), "chatAdded upserts by resource");
        SessionState removed = reduce(session, new ChatRemoved("ahp-chat:/side"));
        assertEquals(List.of("ahp-chat:/main"), removed.chats().stream().map(ChatSummary::resource).toList());
        assertEquals(Optional.empty(), removed.defaultChat(), "removing the default chat clears it");
    }

    @Test
    void anActionWhoseTargetIsMissingReturnsTheVeryStateItWasGiven() {
        SessionState state = creating();
        List<Action> misses = List.of(new ChatRemoved("ahp-chat:/nope"),
                new ChatUpdated("ahp-chat:/nope", (ObjectNode) Json.MAPPER.readTree("{\"title\":\"x\"}")),
                action("{\"type\":\"session/activeClientRemoved\",\"clientId\":\"nope\"}"),
                action("{\"type\":\"session/inputNeededRemoved\",\"id\":\"nope\"}"),
                action("{\"type\":\"session/customizationToggled\",\"id\":\"nope\",\"enabled\":true}"),
                action("{\"type\":\"session/customizationRemoved\",\"id\":\"nope\"}"),
                action("{\"type\":\"session/mcpServerStartRequested\",\"id\":\"nope\"}"),
                action("{\"type\":\"session/configChanged\",\"config\":{\"a\":1}}"),
                action("{\"type\":\"session/workingDirectoryRemoved\",\"directory\":\"file:///nope\"}"),
                action("{\"type\":\"session/somethingNewer\"}"),
                new TurnCancelled("t", 1));
        for (Action miss : misses) {
            assertSame(state, SessionReducer.reduce(state, miss), miss.type());
        }
    }

    @Test
    void statusFlagsAndInputKeepEveryBitEvenOnesThisHostDoesNotKnow() {
        SessionState state = SessionState.of((ObjectNode) Json.MAPPER.readTree(
                "{\"provider\":\"p\",\"title\":\"t\",\"lifecycle\":\"ready\",\"activeClients\":[],\"chats\":[],\"status\":"
                        + (UNKNOWN_BIT | SessionStatus.IN_PROGRESS) + "}"));
        SessionState read = reduce(state, action("{\"type\":\"session/isReadChanged\",\"isRead\":true}"));
        assertEquals(UNKNOWN_BIT | SessionStatus.IN_PROGRESS | SessionStatus.IS_READ, read.status());
        SessionState asking = reduce(read, action("""
                {"type":"session/inputNeededSet","request":{"id":"i1","chat":"ahp-chat:/c","kind":"chatInput","request":{"id":"r"}}}"""));
        assertEquals(UNKNOWN_BIT | SessionStatus.INPUT_NEEDED | SessionStatus.IS_READ, asking.status());
        SessionState answered = reduce(asking, action("{\"type\":\"session/inputNeededRemoved\",\"id\":\"i1\"}"));
        assertEquals(UNKNOWN_BIT | SessionStatus.IN_PROGRESS | SessionStatus.IS_READ, answered.status());
        assertFalse(answered.body().has("inputNeeded"));
    }

    @Test
    void workingDirectoriesAreASetAndAHandBuiltTitleChangeActsAsItsRecord() {
        SessionState state = reduce(creating(),
                action("{\"type\":\"session/workingDirectorySet\",\"directory\":\"file:///a\"}"),
                action("{\"type\":\"session/workingDirectorySet\",\"directory\":\"file:///b\"}"),
                action("{\"type\":\"session/workingDirectorySet\",\"directory\":\"file:///a\"}"),
                UnknownAction.of((ObjectNode) Json.MAPPER.readTree("{\"type\":\"session/titleChanged\",\"title\":\"By hand\"}")));
        assertEquals(List.of("file:///a", "file:///b"), state.workingDirectories());
        assertEquals("By hand", state.title());
        assertTrue(creating().workingDirectories().isEmpty());
    }
}
