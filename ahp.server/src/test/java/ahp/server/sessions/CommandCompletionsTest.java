package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code completions} through the daemon's WebSocket: a message that starts with {@code !} is offered
 * the {@code !} commands its session ran (every chat of it, newest first, once each, kept across a
 * restart); anything else is offered nothing; a person who cannot read chats is refused.
 */
class CommandCompletionsTest extends SessionDaemonCase {

    private Chats.Opened opened;

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(2));
    }

    @BeforeEach
    void runCommands() {
        opened = Chats.open(owner, work);
        for (String text : List.of("!echo one", "!ls -a", "hello there", "!echo two", "!  echo one")) {
            untilEnd(owner, opened.chat(), send(owner, opened.chat(), text));
        }
        // A turn is kept just after its chat/turnComplete goes out, and on a loaded machine that can
        // lag by more than one turn: wait until every command is offered. (Waiting for "!echo one"
        // first was met by the first turn alone, and a clean clone's CI once saw two of four kept.)
        Await.until("every command offered, newest first", () -> offered(owner, opened.chat(), "!", 1)
                .equals(List.of("!echo one", "!echo two", "!ls -a")));
    }

    @Test
    void theHandshakeAsksForCompletionsWhereTheCommandPrefixIsTyped() {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            JsonNode result = client.initialize("asks", List.of("0.9.0"), List.of()).path("result");
            assertEquals("!", result.path("terminalCommandPrefix").asString(), result.toString());
            assertEquals("!", result.path("completionTriggerCharacters").path(0).asString(), result.toString());
            assertEquals(1, result.path("completionTriggerCharacters").size(), result.toString());
        }
    }

    @Test
    void aCommandIsOfferedTheSessionsCommandsNewestFirstOnceEach() {
        assertEquals(List.of("!echo one", "!echo two", "!ls -a"), offered(owner, opened.chat(), "!", 1));
        assertEquals(List.of("!echo one", "!echo two"), offered(owner, opened.chat(), "!ec", 3));
        assertEquals(List.of("!echo two"), offered(owner, opened.chat(), "! echo t", 8), "a space after ! is the same command");
        assertEquals(List.of(), offered(owner, opened.chat(), "!nothing-ran-like-this", 22));
        assertEquals(List.of(), offered(owner, opened.chat(), "!echo one", 9), "what is typed already is not offered again");
    }

    @Test
    void onlyWhatIsTypedUpToTheCursorCountsAndAnItemReplacesTheWholeInput() {
        JsonNode items = completions(owner, opened.chat(), "userMessage", "!ls and more", 3).path("result").path("items");
        assertEquals(1, items.size(), items.toString());
        JsonNode item = items.get(0);
        assertEquals("!ls -a", item.path("insertText").asString());
        assertEquals(0, item.path("rangeStart").asInt(-1));
        assertEquals("!ls and more".length(), item.path("rangeEnd").asInt(-1));
        assertEquals("simple", item.path("attachment").path("type").asString());
        assertEquals("!ls -a", item.path("attachment").path("label").asString());
    }

    @Test
    void aMessageThatIsNoCommandIsOfferedNothing() {
        assertEquals(List.of(), offered(owner, opened.chat(), "echo", 4));
        assertEquals(List.of(), offered(owner, opened.chat(), "", 0));
        assertEquals(List.of(), offered(owner, opened.chat(), "x!", 2));
        JsonNode otherKind = completions(owner, opened.chat(), "somethingNew", "!", 1);
        assertEquals(0, otherKind.path("result").path("items").size(), otherKind.toString());
    }

    @Test
    void everyChatOfTheSessionIsOfferedItsCommandsAndTheyOutliveARestart() {
        String second = "ahp-chat:/" + UUID.randomUUID();
        ObjectNode create = params(opened.session()).put("chat", second);
        JsonNode created = owner.request("createChat", create);
        assertFalse(created.has("error"), created.toString());
        assertEquals(List.of("!echo one", "!echo two", "!ls -a"), offered(owner, second, "!", 1));
        restart();
        assertEquals(List.of("!echo one", "!echo two", "!ls -a"), offered(owner, opened.chat(), "!", 1));
    }

    @Test
    void aMemberIsOfferedThemAGuestIsRefusedAndWrongParamsNameTheirField() {
        try (AhpTestClient member = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "member", "0.9.0");
                AhpTestClient guest = AhpTestClient.initialized(daemon.uri(), TestDaemon.GUEST, "guest", "0.9.0")) {
            assertEquals(List.of("!echo two"), offered(member, opened.chat(), "!echo t", 7));
            JsonNode refused = completions(guest, opened.chat(), "userMessage", "!", 1);
            assertEquals(-32009, refused.path("error").path("code").asInt(), refused.toString());
            assertTrue(refused.path("error").path("message").asString().contains("chat:read"), refused.toString());
        }
        JsonNode past = completions(owner, opened.chat(), "userMessage", "!e", 3);
        assertEquals(-32602, past.path("error").path("code").asInt(), past.toString());
        assertTrue(past.path("error").path("message").asString().contains("'params.offset'"), past.toString());
        ObjectNode noText = params(opened.chat()).put("kind", "userMessage").put("offset", 0);
        JsonNode missing = owner.request("completions", noText);
        assertTrue(missing.path("error").path("message").asString().contains("'params.text'"), missing.toString());
        JsonNode unknown = completions(owner, "ahp-chat:/" + UUID.randomUUID(), "userMessage", "!", 1);
        assertEquals(-32001, unknown.path("error").path("code").asInt(), unknown.toString());
    }

    private static JsonNode completions(AhpTestClient client, String chat, String kind, String text, int offset) {
        return client.request("completions", params(chat).put("kind", kind).put("text", text).put("offset", offset));
    }

    private static List<String> offered(AhpTestClient client, String chat, String text, int offset) {
        JsonNode answer = completions(client, chat, "userMessage", text, offset);
        if (answer.has("error")) {
            throw new AssertionError("completions failed: " + answer);
        }
        List<String> offered = new ArrayList<>();
        answer.path("result").path("items").forEach(item -> offered.add(item.path("insertText").asString()));
        return offered;
    }
}
