package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.terminal;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import ahp.server.testing.Terminals;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A {@code !} command that outlives its call (here past a one-second timeout, standing in for the
 * spec's two minutes) is kept again when it really ends: after a dispose of its terminal and after a
 * restart, its terminal reopens with everything it printed and its own exit code, not as it stood when
 * the call was answered.
 */
class LongCommandKeptTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PTY, home, store, Duration.ofSeconds(1));
    }

    @Test
    void aCommandThatTimedOutIsKeptWholeWithItsExitCodeOnceItEnds() {
        Chats.Opened opened = Chats.open(owner, work);
        JsonNode answered = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(),
                "!echo ea''rly; sleep 3; echo la''te; (exit 3)")));
        assertEquals("Command timed out", answered.path("pastTenseMessage").asString(), answered.toString());
        String uri = terminal(answered).path("resource").asString();
        assertFalse(uri.isEmpty(), answered.toString());
        // The command runs on in its shell; once it has ended the live terminal says so, with the code
        // of the shell's own finish mark (the quotes keep the words out of the command line's echo).
        awaitEnd(uri);
        // Its shell goes: what is kept of it is the whole run, with the command's own code.
        assertTrue(owner.request("disposeTerminal", params(uri)).path("result").isNull());
        JsonNode rebuilt = Await.value("the terminal rebuilt from what was kept", () -> {
            JsonNode state = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
            return "exited".equals(state.path("lifecycle").path("status").asString("")) ? state : null;
        });
        assertKeptWhole(rebuilt);

        restart();
        assertKeptWhole(owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state"));
    }

    @Test
    void aCommandThatTimedOutAndEndedIsKeptWholeAcrossARestartWithoutADispose() {
        Chats.Opened opened = Chats.open(owner, work);
        JsonNode answered = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(),
                "!echo ea''rly; sleep 3; echo la''te; (exit 3)")));
        String uri = terminal(answered).path("resource").asString();
        awaitEnd(uri);
        restart();
        assertKeptWhole(owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state"));
    }

    /** Waits until the live terminal's command part says the command finished, with its code. */
    private void awaitEnd(String uri) {
        Await.value("the command's end in its terminal", () -> {
            JsonNode state = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
            for (JsonNode part : state.path("content")) {
                if ("command".equals(part.path("type").asString("")) && part.path("exitCode").asInt(-1) == 3) {
                    return state;
                }
            }
            return null;
        });
    }

    private static void assertKeptWhole(JsonNode state) {
        String text = Terminals.text(state);
        assertTrue(text.contains("early") && text.contains("late"), "the whole run: " + state);
        assertEquals("exited", state.path("lifecycle").path("status").asString(), state.toString());
        assertEquals(3, state.path("lifecycle").path("exitCode").asInt(-1), "the command's own exit code: " + state);
    }
}
