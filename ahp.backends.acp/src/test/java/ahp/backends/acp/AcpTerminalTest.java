package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.api.TerminalRequest;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** ACP's terminal/* methods on terminals the host opens. */
class AcpTerminalTest extends ScriptedSessionCase {

    @Test
    void createOutputWaitKillAndReleaseRunRealCommandsForTheToolCall() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"run": [
                  {"update": {"sessionUpdate": "tool_call", "toolCallId": "sh-1", "title": "Greet", "kind": "execute", "status": "in_progress"}},
                  {"create": {"command": "sh", "args": ["-c", "printf 'héllo %s' \\"$GREETING\\""],
                              "env": [{"name": "GREETING", "value": "wörld"}], "outputByteLimit": 8}, "as": "t1"},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "sh-1",
                              "content": [{"type": "terminal", "terminalId": "${t1}"}, {"type": "terminal", "terminalId": "${t1}"}]}},
                  {"wait": "t1"},
                  {"output": "t1"},
                  {"create": {"command": "sleep 60", "cwd": "@OUTSIDE@"}, "as": "t2"},
                  {"output": "t2"},
                  {"kill": "t2"},
                  {"wait": "t2"},
                  {"release": "t1"},
                  {"release": "t2"},
                  {"output": "t1"},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "sh-1", "status": "completed"}}
                ]}}""");
        session = agent.start(false);
        RecordingTurn turn = agent.run(session, "run");
        assertEquals("complete", turn.awaitEnd());
        String said = turn.markdown();

        List<TerminalRequest> requests = agent.terminals.requests();
        assertEquals(2, requests.size());
        TerminalRequest greet = requests.get(0);
        assertEquals(ScriptedAgent.CHAT, greet.chat());
        assertEquals(turn.turnId(), greet.turnId());
        assertEquals("sh-1", greet.toolCallId(), "the one execute call running when the terminal was made");
        assertEquals("sh", greet.program());
        assertEquals(List.of("-c", "printf 'héllo %s' \"$GREETING\""), greet.args());
        assertEquals(Map.of("GREETING", "wörld"), greet.environment());
        assertNull(greet.directory());
        TerminalRequest sleep = requests.get(1);
        assertEquals("sleep 60", sleep.program());
        assertNull(sleep.args(), "a command without arguments is a line for the shell");
        assertEquals(agent.outside, sleep.directory());

        assertTrue(said.contains("created t1"), said);
        String exit = line(said, "exit t1: ");
        assertTrue(exit.contains("\"exitCode\":0") && exit.contains("\"signal\":null"), exit);
        String output = line(said, "output t1: ");
        assertTrue(output.contains("\"output\":\"o wörld\""), "the last 8 bytes, whole characters: " + output);
        assertTrue(output.contains("\"truncated\":true"), output);
        assertTrue(output.contains("\"exitCode\":0"), output);
        String running = line(said, "output t2: ");
        assertTrue(!running.contains("exitStatus"), "no exit status while it runs: " + running);
        assertTrue(said.contains("killed t2: {}"), said);
        assertTrue(line(said, "exit t2: ").contains("\"signal\":\"SIGKILL\""), said);
        assertTrue(said.contains("released t1: {}") && said.contains("released t2: {}"), said);
        assertTrue(said.contains("output t1 failed: -32002"), "a released terminal is gone for the agent: " + said);
        assertEquals(List.of("ahp-terminal:/test/1", "ahp-terminal:/test/2"), agent.terminals.released());

        assertEquals(List.of("sh-1 ahp-terminal:/test/1"), turn.opened());
        assertEquals(1, turn.toolCall("sh-1").path("content").size(), "a terminal named twice (as claude-code-acp does) shows once");
        JsonNode content = turn.toolCall("sh-1").path("content").get(0);
        assertEquals("terminal", content.path("type").asString());
        assertEquals("ahp-terminal:/test/1", content.path("resource").asString());
        assertTrue(content.path("title").asString().startsWith("sh -c printf"), content.toString());
        assertEquals(false, content.path("isPty").asBoolean(true));
    }

    @Test
    void aTerminalTheAgentLeavesIsReleasedWhenTheSessionCloses() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"leave": [{"create": {"command": "sleep 60"}, "as": "t1"}]}}""");
        session = agent.start(false);
        assertEquals("complete", agent.run(session, "leave").awaitEnd());
        assertTrue(agent.terminals.released().isEmpty());

        session.close();
        session = null;
        assertEquals(List.of("ahp-terminal:/test/1"), agent.terminals.released());
        ScriptedAgent.assertNoProcessLeft();
    }

    @Test
    void aTerminalTheHostRefusesIsAnErrorTheAgentReads() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"run": [{"create": {"command": "true"}, "as": "t1"}]}}""");
        agent.terminals.refuse(new SecurityException("tester may not open terminals"));
        session = agent.start(false);
        RecordingTurn turn = agent.run(session, "run");
        assertEquals("complete", turn.awaitEnd());
        assertTrue(turn.markdown().contains("create failed: -32603 Not allowed to open a terminal: tester may not open terminals"),
                turn.markdown());
    }

    @Test
    void theTimingStepsSayOneTimePerTimedRound() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"time": [
                  {"timeTerminals": {"command": "true", "warmup": 1, "count": 3}},
                  {"timeSpawns": {"command": "true", "warmup": 1, "count": 2}}
                ]}}""");
        session = agent.start(false);
        RecordingTurn turn = agent.run(session, "time");
        assertEquals("complete", turn.awaitEnd());
        String said = turn.markdown();

        assertEquals(3, times(line(said, "timed: ")).length, said);
        assertEquals(3, times(line(said, "created: ")).length, said);
        assertEquals(2, times(line(said, "spawned: ")).length, said);
        double[] timed = times(line(said, "timed: "));
        double[] created = times(line(said, "created: "));
        for (int i = 0; i < timed.length; i++) {
            assertTrue(created[i] > 0 && created[i] <= timed[i], said);
        }
        assertEquals(4, agent.terminals.requests().size(), "the warm-up round opens a terminal too");
        assertEquals("true", agent.terminals.requests().getFirst().program());
        assertEquals(4, agent.terminals.released().size(), "every round releases its terminal");
    }

    private static double[] times(String line) {
        return Arrays.stream(line.substring(line.indexOf(':') + 1).trim().split(" "))
                .mapToDouble(Double::parseDouble).toArray();
    }

    private static String line(String text, String prefix) {
        return text.lines().filter(line -> line.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + prefix + " in " + text));
    }
}
