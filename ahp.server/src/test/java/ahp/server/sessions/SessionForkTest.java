package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code createSession} with {@code fork} through the daemon's WebSocket, the cases of VS Code's
 * {@code src/vs/platform/agentHost/test/node/protocol/sessionFeatures.integrationTest.ts}: "fork creates
 * a new session with source history" (the fork holds the turns up to and including the one named, the
 * source keeps its own), "fork with invalid turn ID returns error" and "fork with invalid source session
 * returns error"; and the forked turns come back after a restart. Also "a cancel of a turn that ended
 * changes nothing": it is refused with a reason, and the store keeps each turn once.
 */
class SessionForkTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aForkHoldsTheSourcesTurnsUpToTheOneNamedAndKeepsThem() {
        Chats.Opened source = Chats.open(owner, work);
        String first = Chats.send(owner, source.chat(), "!echo one");
        Chats.untilEnd(owner, source.chat(), first);
        Chats.untilEnd(owner, source.chat(), Chats.send(owner, source.chat(), "!echo two"));

        String fork = "local:/" + UUID.randomUUID();
        ObjectNode create = params(fork);
        create.putObject("fork").put("session", source.session()).put("turnId", first);
        assertFalse(owner.request("createSession", create).has("error"));
        String forkChat = SessionIds.defaultChatUri(fork);
        assertEquals(List.of(first), turnIds(forkChat));
        assertEquals(2, turnIds(source.chat()).size(), "the source keeps its own");

        String third = Chats.send(owner, forkChat, "!echo three");
        assertTrue(Chats.untilEnd(owner, forkChat, third).toString().contains("three"));
        restart();
        assertEquals(List.of(first, third), turnIds(forkChat), "the fork's turns come back");
        assertEquals(2, turnIds(source.chat()).size());
    }

    @Test
    void aForkOfAnUnknownTurnOrSessionIsRefused() {
        Chats.Opened source = Chats.open(owner, work);
        ObjectNode badTurn = params("local:/" + UUID.randomUUID());
        badTurn.putObject("fork").put("session", source.session()).put("turnId", "nonexistent-turn");
        JsonNode turn = owner.request("createSession", badTurn);
        assertEquals(-32602, turn.path("error").path("code").asInt(), turn.toString());
        ObjectNode badSession = params("local:/" + UUID.randomUUID());
        badSession.putObject("fork").put("session", "mock://nonexistent-session").put("turnId", "turn-1");
        JsonNode session = owner.request("createSession", badSession);
        assertEquals(-32001, session.path("error").path("code").asInt(), session.toString());
        JsonNode listed = owner.request("listSessions", params(ahp.server.testing.AhpTestClient.ROOT)).path("result");
        assertEquals(1, listed.path("items").size(), "no session was made: " + listed);
    }

    @Test
    void aCancelOfATurnThatEndedIsRefusedAndTheStoreKeepsEachTurnOnce() {
        Chats.Opened opened = Chats.open(owner, work);
        String first = Chats.send(owner, opened.chat(), "!echo one");
        Chats.untilEnd(owner, opened.chat(), first);
        String second = Chats.send(owner, opened.chat(), "!echo two");
        Chats.untilEnd(owner, opened.chat(), second);
        owner.dispatch(opened.chat(), JSON.createObjectNode().put("type", "chat/turnCancelled").put("turnId", first));
        JsonNode refused = owner.envelopeOfType(opened.chat(), "chat/turnCancelled");
        assertTrue(refused.path("rejectionReason").isString(), refused.toString());
        restart();
        assertEquals(List.of(first, second), turnIds(opened.chat()));
    }

    private List<String> turnIds(String chat) {
        JsonNode state = owner.request("subscribe", params(chat)).path("result").path("snapshot").path("state");
        return state.path("turns").valueStream().map(turn -> turn.path("id").asString()).toList();
    }
}
