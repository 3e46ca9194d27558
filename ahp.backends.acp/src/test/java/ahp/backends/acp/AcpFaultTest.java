package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.api.SessionBackend;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Each way an agent fails a turn ends the turn with an error that says so, ends the agent's process,
 * and leaves the session able to run its next turn on a new one.
 */
class AcpFaultTest extends ScriptedSessionCase {

    private static final String HI = "\"hi\": [{\"pid\": true}]";

    @Test
    void anAgentThatIsNotInstalledEndsTheTurn() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, "{}").config("command", "/nonexistent/acp-agent");
        session = agent.start(false);
        assertEquals("error agentNotFound: The agent Scripted is not installed: /nonexistent/acp-agent is not an executable file.",
                agent.run(session, "hi").awaitEnd());
        assertEquals("error agentNotFound: The agent Scripted is not installed: /nonexistent/acp-agent is not an executable file.",
                agent.run(session, "hi").awaitEnd(), "the next turn tries again");

        ScriptedAgent onPath = new ScriptedAgent(folder.resolve("b"), "{}").config("command", "acp-agent-that-is-not-there");
        SessionBackend other = onPath.start(false);
        try {
            assertEquals("error agentNotFound: The agent Scripted is not installed: its command acp-agent-that-is-not-there was not found on PATH.",
                    onPath.run(other, "hi").awaitEnd());
        } finally {
            other.close();
        }
    }

    @Test
    void anAgentThatIgnoresItsInputClosingIsEndedWithWhatItStartedWhenTheSessionCloses() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"ignoreStdinClose": true, "turns": {"child": [{"spawn": ["sleep", "60"]}], %s}}""".formatted(HI));
        session = agent.start(false);
        long pid = ScriptedAgent.pid(agent.run(session, "hi"));
        String said = agent.run(session, "child").said();
        long child = Long.parseLong(said.substring(said.indexOf("child: ") + 7).strip());

        session.close();
        session = null;
        assertTrue(ScriptedAgent.ended(pid), "the agent is ended (SIGTERM to its group) though it ignores its input closing");
        assertTrue(ScriptedAgent.ended(child), "and what it started with it");
    }

    @Test
    void anAgentThatExitsMidTurnEndsTheTurnAndTheNextTurnStartsItAgain() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"crash": [{"say": "partial"}, {"stderr": "dying now"}, {"exit": 3}], %s}}""".formatted(HI));
        session = agent.start(false);
        long first = ScriptedAgent.pid(agent.run(session, "hi"));

        RecordingTurn crash = agent.run(session, "crash");
        String end = crash.awaitEnd();
        assertTrue(end.startsWith("error agentExited: The agent Scripted exited with code 3; it last wrote: "), end);
        assertTrue(end.contains("dying now"), end);
        assertEquals("partial", crash.markdown(), "what it said before it died stays");
        assertTrue(ScriptedAgent.ended(first));

        long second = ScriptedAgent.pid(agent.run(session, "hi"));
        assertNotEquals(first, second);
    }

    @Test
    void whatAnAgentThatDiedHadStartedForAToolIsEndedToo() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"crash": [{"spawn": ["sleep", "60"]},
                                     {"update": {"sessionUpdate": "tool_call", "toolCallId": "t", "title": "Sleep", "kind": "execute", "status": "in_progress"}},
                                     {"exit": 9}]}}""");
        session = agent.start(false);
        RecordingTurn crash = agent.run(session, "crash");
        assertTrue(crash.awaitEnd().startsWith("error agentExited: The agent Scripted exited with code 9"), crash.awaitEnd());
        String said = crash.said();
        long child = Long.parseLong(said.substring(said.indexOf("child: ") + 7).lines().findFirst().orElseThrow().trim());
        assertTrue(ScriptedAgent.ended(child), "the agent's own child, which the system took over when it died, is ended");
    }

    @Test
    void anAgentThatWritesALineThatIsNotJsonEndsTheTurnAndIsEnded() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"garbage": [{"say": "about to"}, {"garbage": "this is not json"}, {"hang": true}], %s}}""".formatted(HI));
        session = agent.start(false);
        long first = ScriptedAgent.pid(agent.run(session, "hi"));

        String end = agent.run(session, "garbage").awaitEnd();
        assertEquals("error agentProtocolError: The agent Scripted broke the protocol: it wrote a line that is not JSON: \"this is not json\".", end);
        assertTrue(ScriptedAgent.ended(first), "the agent that broke the protocol is ended");

        RecordingTurn next = agent.run(session, "hi");
        assertEquals("complete", next.awaitEnd());
        assertNotEquals(first, ScriptedAgent.pid(next));
    }

    @Test
    void anAgentThatNeverAnswersInitializeIsTakenForDeadAfterItsTimeout() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"initialize": "hang-once", "turns": {%s}}""".formatted(HI)).config("requestTimeoutSeconds", 3);
        session = agent.start(false);

        assertEquals("error agentTimeout: The agent Scripted did not answer initialize within 3 s.", agent.run(session, "hi").awaitEnd());
        long hung = Long.parseLong(Files.readString(Path.of(agent.script + ".initialize-hung")).trim());
        assertTrue(ScriptedAgent.ended(hung), "the agent that did not answer is ended");

        RecordingTurn next = agent.run(session, "hi");
        assertEquals("complete", next.awaitEnd());
        assertNotEquals(hung, ScriptedAgent.pid(next));
    }

    @Test
    void anAgentThatNeverAnswersSessionNewIsTakenForDeadAfterItsTimeout() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"newSession": "hang-once", "turns": {%s}}""".formatted(HI)).config("requestTimeoutSeconds", 3);
        session = agent.start(false);

        assertEquals("error agentTimeout: The agent Scripted did not answer session/new within 3 s.", agent.run(session, "hi").awaitEnd());
        long hung = Long.parseLong(Files.readString(Path.of(agent.script + ".newSession-hung")).trim());
        assertTrue(ScriptedAgent.ended(hung));
        assertEquals("complete", agent.run(session, "hi").awaitEnd());
    }

    @Test
    void aCancelledTurnIsCancelledAtTheAgentWhichKeepsRunning() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"wait": [{"pid": true}, {"waitForCancel": true}], %s}}""".formatted(HI));
        session = agent.start(false);
        RecordingTurn waiting = agent.prompt(session, "wait");
        waiting.awaitSeen(turn -> turn.said().contains("pid: "));
        long pid = ScriptedAgent.pid(waiting);
        waiting.cancel();
        session.cancel(ScriptedAgent.CHAT, waiting.turnId());

        RecordingTurn next = agent.run(session, "hi");
        assertEquals("complete", next.awaitEnd());
        assertEquals(pid, ScriptedAgent.pid(next), "an agent that ended its cancelled turn is kept");
    }

    @Test
    void anAgentThatDoesNotEndACancelledTurnIsEndedAfterItsTimeout() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"stuck": [{"pid": true}, {"hang": true}], %s}}""".formatted(HI)).config("requestTimeoutSeconds", 3);
        session = agent.start(false);
        RecordingTurn stuck = agent.prompt(session, "stuck");
        stuck.awaitSeen(turn -> turn.said().contains("pid: "));
        long pid = ScriptedAgent.pid(stuck);
        stuck.cancel();
        session.cancel(ScriptedAgent.CHAT, stuck.turnId());

        RecordingTurn next = agent.run(session, "hi");
        assertEquals("complete", next.awaitEnd());
        assertNotEquals(pid, ScriptedAgent.pid(next));
        assertTrue(ScriptedAgent.ended(pid));
    }

    @Test
    void aTurnWithoutADeadlineRunsAsLongAsTheAgentDoes() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"long": [{"create": {"command": "sleep 4"}, "as": "t1"}, {"wait": "t1"}, {"release": "t1"}, {"say": "done"}]}}""")
                .config("requestTimeoutSeconds", 3);
        session = agent.start(false);
        RecordingTurn turn = agent.run(session, "long");
        assertEquals("complete", turn.awaitEnd(), "the request timeout is not the prompt's");
        assertTrue(turn.markdown().endsWith("done"), turn.markdown());
    }
}
