package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * How a session with an ACP agent is titled, over the daemon's WebSocket, replaying the title cases of
 * VS Code's {@code src/vs/platform/agentHost/test/node/protocol/sessionFeatures.integrationTest.ts}
 * (its "Session rename / title" suite) with the scripted agent in place of VS Code's mock agent: the
 * first message titles the session at once, the agent's own title ({@code session_info_update})
 * replaces it, and a person's name is replaced by neither.
 */
class AcpTitlesThroughDaemonTest extends AgentDaemonCase {

    /** The title VS Code's mock agent sets ({@code MOCK_AUTO_TITLE} of its {@code mockAgent.ts}). */
    private static final String AGENT_TITLE = "Automatically generated title";

    @Override
    protected String agentScript() {
        return """
                {"turns": {
                   "with-title": [{"say": "Title response."},
                     {"update": {"sessionUpdate": "session_info_update", "title": "  Automatically\\ngenerated   title "}}],
                   "*": [{"say": "Hello, world!"}]
                 }}
                """;
    }

    /** sessionFeatures: "first turn immediately sets title to user message". */
    @Test
    void theFirstMessageTitlesTheSessionOnOneLineAndTheListSaysSo() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        String turnId = send(owner, opened.chat(), "  Fix the   login\n bug ");
        assertEquals("Fix the login bug", nextTitle(opened.session()));
        assertEquals("Fix the login bug", listed(opened.session()).path("title").asString());
        untilEnd(owner, opened.chat(), turnId);
    }

    /** The fallback is cut at 200 characters, as VS Code's title controller cuts it. */
    @Test
    void aLongFirstMessageIsCutAtTwoHundredCharacters() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        String turnId = send(owner, opened.chat(), "x".repeat(250));
        assertEquals("x".repeat(200), nextTitle(opened.session()));
        untilEnd(owner, opened.chat(), turnId);
    }

    /** sessionFeatures: "agent-generated titleChanged is broadcast" (the fallback first, the agent's second). */
    @Test
    void theAgentsTitleReplacesTheFallback() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        String turnId = send(owner, opened.chat(), "with-title");
        assertEquals("with-title", nextTitle(opened.session()));
        assertEquals(AGENT_TITLE, nextTitle(opened.session()));
        List<JsonNode> turn = untilEnd(owner, opened.chat(), turnId);
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        assertEquals(AGENT_TITLE, snapshot(opened.session()).path("title").asString());
        assertEquals(AGENT_TITLE, listed(opened.session()).path("title").asString());
    }

    /**
     * sessionFeatures: "client titleChanged updates session state snapshot" and "renamed session title
     * persists across listSessions"; then neither the first message nor the agent renames it.
     */
    @Test
    void aPersonsNameIsReplacedByNeitherTheFallbackNorTheAgent() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        owner.dispatch(opened.session(), JSON.createObjectNode().put("type", "session/titleChanged").put("title", "My Custom Title"));
        assertEquals("My Custom Title", nextTitle(opened.session()));
        assertEquals("My Custom Title", snapshot(opened.session()).path("title").asString());
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "with-title"));
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "hello"));
        assertEquals("My Custom Title", snapshot(opened.session()).path("title").asString());
        assertEquals("My Custom Title", listed(opened.session()).path("title").asString());
        List<JsonNode> retitled = owner.drain().stream()
                .filter(m -> "session/titleChanged".equals(m.path("params").path("action").path("type").asString(""))).toList();
        assertTrue(retitled.isEmpty(), retitled.toString());
    }

    /** A {@code !} command titles the session for a start; the first message to the agent replaces it. */
    @Test
    void theFirstMessageReplacesTheFirstCommandsTitle() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        String command = send(owner, opened.chat(), "!echo first");
        assertEquals("echo first", nextTitle(opened.session()));
        untilEnd(owner, opened.chat(), command);
        String turnId = send(owner, opened.chat(), "Fix the login bug");
        assertEquals("Fix the login bug", nextTitle(opened.session()));
        untilEnd(owner, opened.chat(), turnId);
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "a second message"));
        assertEquals("Fix the login bug", snapshot(opened.session()).path("title").asString());
    }

    /** The first command's title stays provisional across a restart. */
    @Test
    void afterARestartTheFirstMessageStillReplacesTheFirstCommandsTitle() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo first"));
        restart();
        assertEquals("echo first", snapshot(opened.session()).path("title").asString());
        owner.request("subscribe", params(opened.chat()));
        String turnId = send(owner, opened.chat(), "Fix the login bug");
        assertEquals("Fix the login bug", nextTitle(opened.session()));
        untilEnd(owner, opened.chat(), turnId);
    }

    /** The title of the next {@code session/titleChanged} on {@code session}'s channel. */
    private String nextTitle(String session) {
        return owner.envelopeOfType(session, "session/titleChanged").path("action").path("title").asString();
    }

    private JsonNode snapshot(String session) {
        return owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
    }

    private JsonNode listed(String session) {
        for (JsonNode item : owner.request("listSessions", params(ROOT)).path("result").path("items")) {
            if (session.equals(item.path("resource").asString(""))) {
                return item;
            }
        }
        throw new AssertionError("not listed: " + session);
    }
}
