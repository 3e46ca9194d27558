package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.api.ToolCallConfirmation;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** A turn's updates as chat actions, and permission requests as confirmations, through a real agent. */
class AcpTurnTest extends ScriptedSessionCase {

    @Test
    void aTurnStreamsReasoningTextAToolCallAndAPlan() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"hi": [
                  {"update": {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "Thinking "}}},
                  {"update": {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "hard"}}},
                  {"say": "Hello "}, {"say": "world"},
                  {"update": {"sessionUpdate": "tool_call", "toolCallId": "read-1", "title": "Read notes.txt", "kind": "read",
                              "status": "pending", "locations": [{"path": "/tmp/notes.txt", "line": 3}], "rawInput": {"path": "/tmp/notes.txt"}}},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "read-1", "status": "in_progress"}},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "read-1", "status": "completed",
                              "content": [{"type": "content", "content": {"type": "text", "text": "three lines"}}], "rawOutput": {"lines": 3}}},
                  {"update": {"sessionUpdate": "plan", "entries": [{"content": "Read", "priority": "high", "status": "pending"}]}},
                  {"update": {"sessionUpdate": "plan", "entries": [{"content": "Read", "priority": "high", "status": "completed"},
                                                                 {"content": "Answer", "priority": "low", "status": "in_progress"}]}},
                  {"say": "Done."}
                ]}}""");
        session = agent.start(false);
        RecordingTurn turn = agent.run(session, "hi");

        assertEquals("complete", turn.awaitEnd());
        assertEquals(List.of(
                "chat/responsePart", "chat/reasoning",
                "chat/responsePart", "chat/delta",
                "chat/toolCallStart", "chat/toolCallReady", "chat/toolCallComplete",
                "chat/toolCallStart", "chat/toolCallReady", "chat/toolCallContentChanged", "chat/toolCallContentChanged",
                "chat/responsePart",
                "chat/toolCallComplete", "chat/turnComplete"), turn.types());

        ObjectNode created = turn.actions().get(2);
        assertEquals("markdown", created.path("part").path("kind").asString());
        assertEquals("Hello ", created.path("part").path("content").asString(), "the first chunk is in the part");
        assertEquals(created.path("part").path("id").asString(), turn.actions().get(3).path("partId").asString(),
                "the delta goes to the part just created");

        JsonNode parts = turn.turn().path("responseParts");
        assertEquals("reasoning", parts.get(0).path("kind").asString());
        assertEquals("Thinking hard", parts.get(0).path("content").asString());
        assertEquals("Hello world", parts.get(1).path("content").asString());
        ObjectNode read = turn.toolCall("read-1");
        assertEquals("completed", read.path("status").asString());
        assertTrue(read.path("success").asBoolean());
        assertEquals("read", read.path("toolName").asString());
        assertEquals("Read notes.txt", read.path("invocationMessage").asString());
        assertEquals("{\"path\":\"/tmp/notes.txt\"}", read.path("toolInput").asString());
        assertEquals("three lines", read.path("content").get(0).path("text").asString());
        assertEquals(3, read.path("structuredContent").path("lines").asInt());
        assertEquals("file:///tmp/notes.txt", read.path("_meta").path("locations").get(0).path("uri").asString());
        assertEquals(3, read.path("_meta").path("locations").get(0).path("line").asInt());
        ObjectNode plan = turn.toolCall("acp-plan-" + turn.turnId());
        assertEquals("completed", plan.path("status").asString());
        assertEquals("- [x] Read\n- [ ] Answer (in progress)\n", plan.path("content").get(0).path("text").asString());
        assertEquals("Done.", parts.get(4).path("content").asString(), "text after a tool call is a part of its own");
    }

    @Test
    void aPermissionApprovedAnswersTheOptionChosenAndTheCallRuns() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, permissionScript());
        session = agent.start(false);
        RecordingTurn turn = agent.prompt(session, "ask")
                .answering(ready -> new ToolCallConfirmation(true, "allow-always"));
        assertEquals("complete", turn.awaitEnd());

        ObjectNode asked = turn.awaitAsked();
        assertEquals("rm-1", asked.path("toolCallId").asString());
        assertTrue(asked.path("confirmed").isMissingNode(), "a ready that waits for the person");
        JsonNode options = asked.path("options");
        assertEquals(3, options.size());
        assertEquals("allow-once", options.get(0).path("id").asString());
        assertEquals("Allow once", options.get(0).path("label").asString());
        assertEquals("approve", options.get(0).path("kind").asString());
        assertEquals(1, options.get(0).path("group").asInt());
        assertEquals("deny", options.get(2).path("kind").asString());
        assertEquals(2, options.get(2).path("group").asInt());

        assertTrue(turn.markdown().contains("permission: allow-always"), turn.markdown());
        assertEquals("completed", turn.toolCall("rm-1").path("status").asString());

        RecordingTurn plain = agent.prompt(session, "ask").answering(ready -> new ToolCallConfirmation(true, null));
        assertEquals("complete", plain.awaitEnd());
        assertTrue(plain.markdown().contains("permission: allow-once"), "an approval without an option is the first allow option");
    }

    @Test
    void aPermissionDeniedAnswersARejectOptionAndTheCallIsCancelled() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, permissionScript());
        session = agent.start(false);
        RecordingTurn turn = agent.prompt(session, "ask").answering(ready -> new ToolCallConfirmation(false, null));
        assertEquals("complete", turn.awaitEnd());

        assertTrue(turn.markdown().contains("permission: reject-once"), turn.markdown());
        assertEquals("cancelled", turn.toolCall("rm-1").path("status").asString());
    }

    @Test
    void aPermissionStillAskedWhenTheTurnIsCancelledIsAnsweredCancelled() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, permissionScript());
        session = agent.start(false);
        RecordingTurn turn = agent.prompt(session, "ask").answering(ready -> null);
        turn.awaitAsked();
        turn.cancel();
        session.cancel(ScriptedAgent.CHAT, turn.turnId());

        RecordingTurn log = agent.run(session, "log");
        assertEquals("complete", log.awaitEnd());
        assertTrue(log.markdown().contains("permission: cancelled"), log.markdown());
    }

    @Test
    void aToolCallSentAgainAfterItsApprovalIsTheCallAsItIsNowNotThePermissionPromptsText() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"run": [
                  {"permission": {"toolCall": {"toolCallId": "sh-1", "title": "/bin/bash -lc true", "kind": "execute",
                     "content": [{"type": "content", "content": {"type": "text",
                       "text": "Proposed Amendment: /bin/bash -lc true Available Decisions: Approved ... Abort"}}]},
                   "options": [{"optionId": "approved", "name": "Approve", "kind": "allow_once"},
                               {"optionId": "abort", "name": "Abort", "kind": "reject_once"}]}},
                  {"update": {"sessionUpdate": "tool_call", "toolCallId": "sh-1", "title": "/bin/bash -lc true", "kind": "execute",
                              "status": "in_progress", "rawInput": {"command": ["/bin/bash", "-lc", "true"]}}},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "sh-1", "status": "completed"}}
                ]}}""");
        session = agent.start(false);
        RecordingTurn turn = agent.prompt(session, "run").answering(ready -> new ToolCallConfirmation(true, "approved"));
        assertEquals("complete", turn.awaitEnd());

        assertEquals("sh-1", turn.awaitAsked().path("toolCallId").asString(), "the person was asked");
        ObjectNode call = turn.toolCall("sh-1");
        assertEquals("completed", call.path("status").asString());
        assertTrue(call.path("success").asBoolean());
        assertFalse(call.toString().contains("Proposed Amendment"), "the approval text is not the call's result: " + call);
        assertEquals(1, turn.types().stream().filter("chat/toolCallStart"::equals).count(), "one call, started once");
    }

    @Test
    void aTitleTheAgentGivesBeforeTheCallRunsIsItsIntention() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"run": [
                  {"update": {"sessionUpdate": "tool_call", "toolCallId": "toolu_1", "title": "Terminal", "kind": "execute", "status": "pending"}},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "toolu_1", "title": "`ls -la`", "status": "in_progress"}},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "toolu_1", "status": "completed"}}
                ]}}""");
        session = agent.start(false);
        RecordingTurn turn = agent.run(session, "run");
        assertEquals("complete", turn.awaitEnd());
        ObjectNode call = turn.toolCall("toolu_1");
        assertEquals("`ls -la`", call.path("intention").asString(), "as Claude's Bash call names its command: " + call);
        assertEquals("`ls -la`", call.path("invocationMessage").asString());
    }

    @Test
    void anErrorsDetailReachesTheChat() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"broken": [{"fail": "", "details": "Query closed before response received"}]}}""");
        session = agent.start(false);
        String broken = agent.run(session, "broken").awaitEnd();
        assertEquals("error agentError: Query closed before response received", broken,
                "the agent's own words, as VS Code's host reports its agent's error");
    }

    @Test
    void stopReasonsOtherThanTheEndOfTheTurnAreErrors() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"long": [{"say": "so much"}, {"stop": "max_tokens"}],
                           "no": [{"stop": "refusal"}],
                           "broken": [{"fail": "the model is down"}]}}""");
        session = agent.start(false);

        RecordingTurn tokens = agent.run(session, "long");
        assertEquals("error maxTokens: The agent stopped: it reached its maximum number of tokens.", tokens.awaitEnd());
        assertEquals("so much", tokens.markdown(), "what came before stays");
        assertEquals("error refusal: The agent refused to continue.", agent.run(session, "no").awaitEnd());
        String broken = agent.run(session, "broken").awaitEnd();
        assertEquals("error agentError: the model is down", broken);
    }

    @Test
    void theAgentDescribesItselfOnceItHasRun() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"agentInfo": {"name": "scripted", "title": "Scripted Agent", "version": "1.2.3"},
                 "turns": {"hi": [{"say": "hello"}]}}""").config("displayName", null);
        ObjectNode before = agent.agent().info();
        assertEquals("scripted", before.path("provider").asString());
        assertEquals("scripted", before.path("displayName").asString());
        assertEquals("Runs node over the Agent Client Protocol", before.path("description").asString());
        assertEquals(0, before.path("models").size());
        assertTrue(before.path("capabilities").path("multipleChats").isObject());

        session = agent.start(false);
        agent.run(session, "hi");
        ObjectNode after = agent.agent().info();
        assertEquals("Scripted Agent", after.path("displayName").asString());
        assertEquals("Scripted Agent 1.2.3, over the Agent Client Protocol", after.path("description").asString());
    }

    private static String permissionScript() {
        return """
                {"turns": {"ask": [
                  {"update": {"sessionUpdate": "tool_call", "toolCallId": "rm-1", "title": "Remove build/", "kind": "delete", "status": "pending"}},
                  {"permission": {"toolCall": {"toolCallId": "rm-1"}, "options": [
                    {"optionId": "allow-once", "name": "Allow once", "kind": "allow_once"},
                    {"optionId": "allow-always", "name": "Always allow", "kind": "allow_always"},
                    {"optionId": "reject-once", "name": "Reject", "kind": "reject_once"}]}},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "rm-1", "status": "completed"}}
                ], "log": [{"log": true}]}}""";
    }
}
