package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.api.SessionBackend;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A session brought back after a restart loads its chat's ACP session and replays its transcript. */
class AcpRestoreTest {

    private static final String LOAD = """
            "load": [
              {"update": {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "What is "}}},
              {"update": {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "2+2?"}}},
              {"update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "4"}}},
              {"update": {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "Thanks"}}},
              {"update": {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "polite"}}},
              {"update": {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Look", "kind": "read", "status": "completed"}},
              {"update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "You're welcome"}}}
            ]""";

    @TempDir
    Path folder;

    private final List<SessionBackend> sessions = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        sessions.forEach(SessionBackend::close);
        ScriptedAgent.assertNoProcessLeft();
    }

    @Test
    void aRestoredChatReplaysItsTranscriptAsPastTurnsAndGoesOnInTheSameAcpSession() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"loadSession": true, "turns": {"who": [{"whoami": true}]}, %s}""".formatted(LOAD));
        SessionBackend before = start(agent, false);
        String acpSession = session(agent.run(before, "who"));
        before.close();

        SessionBackend after = start(agent, true);
        List<RecordingTurn> replayed = new ArrayList<>();
        boolean loaded = ((RestorableSession) after).restore(ScriptedAgent.CHAT, message -> {
            RecordingTurn turn = new RecordingTurn(ScriptedAgent.CHAT, "past-" + (replayed.size() + 1), message.path("text").asString());
            replayed.add(turn);
            return turn;
        }).toCompletableFuture().get(30, TimeUnit.SECONDS);

        assertTrue(loaded);
        assertEquals(2, replayed.size());
        assertEquals("What is 2+2?", replayed.get(0).message().path("text").asString());
        assertEquals("complete", replayed.get(0).awaitEnd());
        assertEquals("4", replayed.get(0).markdown());
        assertEquals("Thanks", replayed.get(1).message().path("text").asString());
        assertEquals("polite", replayed.get(1).turn().path("responseParts").get(0).path("content").asString());
        assertEquals("completed", replayed.get(1).toolCall("c1").path("status").asString());
        assertEquals("You're welcome", replayed.get(1).markdown());

        assertEquals(acpSession, session(agent.run(after, "who")), "the chat goes on in the ACP session it had");
    }

    @Test
    void aChatGoesOnInItsAcpSessionAfterARestartEvenWithoutAReplay() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"loadSession": true, "turns": {"who": [{"whoami": true}]}, %s}""".formatted(LOAD));
        SessionBackend before = start(agent, false);
        String acpSession = session(agent.run(before, "who"));
        before.close();

        SessionBackend after = start(agent, true);
        RecordingTurn next = agent.run(after, "who");
        assertEquals(acpSession, session(next));
        assertFalse(next.markdown().contains("You're welcome"), "the replay is not this turn's");
    }

    @Test
    void aReplayThatComesAfterTheLoadAnswerIsDroppedNotReportedAsTheNextTurns() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"loadSession": true, "lateLoad": true, "turns": {"who": [{"whoami": true}]}, %s}""".formatted(LOAD));
        SessionBackend before = start(agent, false);
        String acpSession = session(agent.run(before, "who"));
        before.close();

        SessionBackend after = start(agent, true);
        RecordingTurn next = agent.run(after, "who");
        assertEquals(acpSession, session(next), "the chat goes on in the ACP session it had");
        assertEquals("session: " + acpSession, next.markdown().strip(), "only the prompt's own answer is the turn's");
        assertEquals(1, next.turn().path("responseParts").size(), "no replayed text or tool call: " + next.turn());
    }

    @Test
    void aReplaySplitAroundTheLoadAnswerIsDroppedWhollyNotReportedAsTheNextTurns() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"loadSession": true, "lateLoad": 1, "turns": {"who": [{"whoami": true}]}, %s}""".formatted(LOAD));
        SessionBackend before = start(agent, false);
        String acpSession = session(agent.run(before, "who"));
        before.close();

        SessionBackend after = start(agent, true);
        RecordingTurn next = agent.run(after, "who");
        assertEquals("session: " + acpSession, next.markdown().strip(),
                "one update before the answer and the rest after it: none of it is the turn's");
        assertEquals(1, next.turn().path("responseParts").size(), "no replayed text or tool call: " + next.turn());
    }

    @Test
    void withoutLoadSessionThereIsNothingToRestoreAndTheChatStartsAnew() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"who": [{"whoami": true}]}, %s}""".formatted(LOAD));
        SessionBackend before = start(agent, false);
        String acpSession = session(agent.run(before, "who"));
        before.close();

        SessionBackend after = start(agent, true);
        assertFalse(((RestorableSession) after).restore(ScriptedAgent.CHAT, message -> {
            throw new AssertionError("nothing is replayed");
        }).toCompletableFuture().get(30, TimeUnit.SECONDS));
        assertNotEquals(acpSession, session(agent.run(after, "who")));
    }

    @Test
    void aChatThatNeverHadATurnHasNothingToRestore() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"loadSession": true, %s}""".formatted(LOAD));
        SessionBackend after = start(agent, true);
        assertFalse(((RestorableSession) after).restore("ahp-chat:/never", message -> {
            throw new AssertionError("nothing is replayed");
        }).toCompletableFuture().get(30, TimeUnit.SECONDS));
    }

    @Test
    void aSessionTheAgentNoLongerKnowsStartsANewOne() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"loadSession": true, "loadRefused": true, "turns": {"who": [{"whoami": true}]}}""");
        SessionBackend before = start(agent, false);
        String acpSession = session(agent.run(before, "who"));
        before.close();

        SessionBackend after = start(agent, true);
        RecordingTurn next = agent.run(after, "who");
        assertEquals("complete", next.awaitEnd());
        assertNotEquals(acpSession, session(next));
    }

    @Test
    void aSessionStartedAnewUnderAnOldUriDoesNotLoadWhatTheOldOneHad() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"loadSession": true, "turns": {"who": [{"whoami": true}]}, %s}""".formatted(LOAD));
        SessionBackend before = start(agent, false);
        String acpSession = session(agent.run(before, "who"));
        before.close();

        SessionBackend anew = start(agent, false);
        assertNotEquals(acpSession, session(agent.run(anew, "who")));
    }

    private SessionBackend start(ScriptedAgent agent, boolean restored) {
        SessionBackend session = agent.start(restored);
        sessions.add(session);
        return session;
    }

    private static String session(RecordingTurn turn) throws Exception {
        assertEquals("complete", turn.awaitEnd());
        String said = turn.markdown().strip();
        assertTrue(said.startsWith("session: "), said);
        return said.substring("session: ".length());
    }
}
