package ahp.protocol.version;

import static ahp.protocol.JsonAssert.assertJsonEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.chat.ChatError;
import ahp.protocol.chat.ChatReducer;
import ahp.protocol.chat.ChatState;
import ahp.protocol.chat.TurnsLoaded;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.session.SessionState;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The 1.x views (1.0.0 and 1.1.0) against the host's 0.9.0 model: where 1.x changed a shape this host
 * sends, they reshape it; where the 0.9.0 shape already is the 1.x one, they send it as it is.
 */
class VersionView1xTest {

    private static final VersionView V100 = VersionView.of(ProtocolVersion.V1_0_0);
    private static final VersionView V110 = VersionView.LATEST;
    private static final VersionView V090 = VersionView.MODEL;
    private static final VersionView V080 = VersionView.of(ProtocolVersion.V0_8_0);
    private static final List<VersionView> V1 = List.of(V100, V110);

    private static final String ERROR = "{\"errorType\":\"noAgent\",\"message\":\"This session has no agent\"}";

    private static ObjectNode tree(String json) {
        return (ObjectNode) Json.MAPPER.readTree(json);
    }

    private static JsonNode written(Object value) {
        return Json.MAPPER.readTree(Json.write(value));
    }

    private static ChatState failedChat() {
        return ChatState.of(tree("""
                {"resource":"ahp-chat:/s/c","title":"Main","status":1,"modifiedAt":"2026-12-02T10:00:00.000Z","turns":[
                 {"id":"t1","message":{"text":"hi","origin":{"kind":"user"}},
                  "responseParts":[{"kind":"markdown","id":"p","content":"thinking"}],"state":"error","error":%s},
                 {"id":"t2","message":{"text":"!ls","origin":{"kind":"user"}},"responseParts":[],"state":"complete"}]}
                """.formatted(ERROR)));
    }

    @Test
    void theServedVersionsAreTheBaselines() {
        assertEquals(ProtocolVersion.V1_1_0, V110.version());
        assertSame(V110, VersionView.of(ProtocolVersion.parse("1.7.2")));
        assertSame(V100, VersionView.of(ProtocolVersion.parse("1.0.9")));
        assertNotSame(V100, V110);
        assertThrows(IllegalArgumentException.class, () -> VersionView.of(ProtocolVersion.parse("0.10.0")));
        assertThrows(IllegalArgumentException.class, () -> VersionView.of(ProtocolVersion.parse("2.0.0")));
    }

    @Test
    void chatErrorCarriesAnErrorPartFrom100() {
        ChatError model = new ChatError("t1", 12, Json.MAPPER.readTree(ERROR));
        for (VersionView view : V1) {
            JsonNode sent = written(view.action(model));
            assertJsonEquals(tree("""
                    {"type":"chat/error","turnId":"t1","duration":12,"part":{"kind":"error","error":%s}}""".formatted(ERROR)),
                    sent);
        }
        assertSame(model, V090.action(model));
        assertSame(model, V080.action(model));
        assertTrue(written(V090.action(model)).has("error"));
    }

    @Test
    void aChatErrorInEitherShapeEndsTheTurnWithTheError() {
        ChatState active = ChatState.of(tree("""
                {"resource":"ahp-chat:/s/c","title":"Main","status":1,"modifiedAt":"2026-12-02T10:00:00.000Z","turns":[],
                 "activeTurn":{"id":"t1","message":{"text":"hi","origin":{"kind":"user"}},"responseParts":[]}}"""));
        ChatError oneX = assertInstanceOf(ChatError.class, Json.MAPPER.readValue("""
                {"type":"chat/error","turnId":"t1","duration":1,"part":{"kind":"error","error":%s}}""".formatted(ERROR),
                Action.class));
        assertJsonEquals(tree(ERROR), oneX.errorInfo());
        assertSame(oneX, oneX.asErrorPart());
        for (ChatError error : List.of(oneX, new ChatError("t1", 1, Json.MAPPER.readTree(ERROR)))) {
            JsonNode ended = ChatReducer.reduce(active, error).body().get("turns").get(0);
            assertEquals("error", ended.path("state").asString());
            assertJsonEquals(tree(ERROR), ended.get("error"));
        }
        assertThrows(Exception.class, () -> Json.MAPPER.readValue(
                "{\"type\":\"chat/error\",\"turnId\":\"t1\",\"duration\":1}", Action.class));
    }

    @Test
    void aFailedTurnsErrorIsItsLastResponsePartFrom100() {
        ChatState model = failedChat();
        for (VersionView view : V1) {
            ChatState sent = assertInstanceOf(ChatState.class, view.state(model));
            JsonNode failed = sent.body().get("turns").get(0);
            assertFalse(failed.has("error"), failed.toString());
            assertEquals("error", failed.path("state").asString());
            assertJsonEquals(Json.MAPPER.readTree("""
                    [{"kind":"markdown","id":"p","content":"thinking"},{"kind":"error","error":%s}]""".formatted(ERROR)),
                    failed.get("responseParts"));
            assertJsonEquals(model.body().get("turns").get(1), sent.body().get("turns").get(1));
        }
        assertSame(model, V090.state(model));
        assertTrue(((ChatState) V080.state(model)).body().get("turns").get(0).has("error"));
    }

    @Test
    void aTurnThatAlreadyEndsWithAnErrorPartDoesNotGetASecond() {
        ObjectNode body = failedChat().body();
        ObjectNode turn = (ObjectNode) body.get("turns").get(0);
        turn.withArray("responseParts").addObject().put("kind", "error").set("error", tree(ERROR));
        ChatState sent = (ChatState) V110.state(ChatState.of(body));
        assertEquals(2, sent.body().get("turns").get(0).get("responseParts").size());
        assertFalse(sent.body().get("turns").get(0).has("error"));
    }

    @Test
    void loadedTurnsAreReshapedLikeTheChatsOwn() {
        TurnsLoaded model = new TurnsLoaded(List.of(failedChat().body().get("turns").get(0)), "cursor");
        TurnsLoaded sent = assertInstanceOf(TurnsLoaded.class, V100.action(model));
        assertFalse(sent.turns().getFirst().has("error"));
        assertEquals("error", sent.turns().getFirst().get("responseParts").get(1).path("kind").asString());
        assertEquals("cursor", sent.turnsNextCursor());
        assertSame(model, V090.action(model));
        TurnsLoaded clean = new TurnsLoaded(List.of(failedChat().body().get("turns").get(1)), null);
        assertSame(clean, V110.action(clean));
    }

    @Test
    void changesetContentChangedHasNoErrorFrom100() {
        Action model = Json.MAPPER.readValue("""
                {"type":"changeset/contentChanged","files":[],"error":{"errorType":"git","message":"x"}}""", Action.class);
        for (VersionView view : V1) {
            assertJsonEquals(tree("{\"type\":\"changeset/contentChanged\",\"files\":[]}"), written(view.action(model)));
        }
        assertSame(model, V090.action(model));
        Action status = Json.MAPPER.readValue("""
                {"type":"changeset/statusChanged","status":"error","error":{"errorType":"git","message":"x"}}""", Action.class);
        assertSame(status, V110.action(status));
        Action clean = Json.MAPPER.readValue("{\"type\":\"changeset/contentChanged\",\"files\":[]}", Action.class);
        assertSame(clean, V110.action(clean));
    }

    @Test
    void whatThe090ShapeAlreadyHasIsSentAsItIs() {
        TerminalClaim claim = new TerminalClaim.Session("ahp-session:/s", "ahp-chat:/s/c", "t1", "tc1");
        TerminalState exited = new TerminalState("bash", "file:///w", 80, 24,
                List.of(new TerminalContentPart.Unclassified("$ ")), new TerminalLifecycle.Exited(2), claim, true, true);
        TerminalInfo row = TerminalInfo.of("ahp-terminal:/1", exited);
        SessionState failed = SessionState.of(tree("""
                {"provider":"ahpd","title":"x","status":1,"lifecycle":"failed","activeClients":[],"chats":[]}"""));
        ActionEnvelope data = ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Data("x"), 3);
        for (VersionView view : V1) {
            assertSame(exited, view.state(exited));
            assertSame(row, view.terminalInfo(row));
            assertSame(claim, view.claim(claim));
            assertSame(failed, view.state(failed));
            assertSame(data, view.envelope(data));
        }
    }

    @Test
    void actionsOf010AreSentTo1xOnly() {
        Action canvases = Json.MAPPER.readValue("{\"type\":\"chat/canvasesChanged\",\"canvases\":[]}", Action.class);
        assertNull(V090.action(canvases));
        assertSame(canvases, V100.action(canvases));
        assertSame(canvases, V110.action(canvases));
        Action unregistered = Json.MAPPER.readValue("{\"type\":\"vendor/thing\"}", Action.class);
        assertSame(unregistered, V090.action(unregistered));
        assertSame(unregistered, V110.action(unregistered));
        assertNull(V080.action(unregistered));
    }

    @Test
    void aReshapedEnvelopeIsEncodedPerViewAndAnUnchangedOneShared() {
        ChatError model = new ChatError("t1", 12, Json.MAPPER.readTree(ERROR));
        EncodedEnvelope encoded = new EncodedEnvelope(ActionEnvelope.of("ahp-chat:/s/c", model, 9));
        String v110 = encoded.frameFor(V110);
        assertTrue(v110.contains("\"part\":{\"kind\":\"error\""), v110);
        assertEquals(v110, encoded.frameFor(V100));
        assertFalse(encoded.frameFor(V090).contains("\"part\""));
        EncodedEnvelope data = new EncodedEnvelope(ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Data("x"), 10));
        assertSame(data.frameFor(V090), data.frameFor(V110));
    }
}
