package ahp.server.sessions;

import static ahp.server.testing.Chats.first;
import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.terminal;
import static ahp.server.testing.Chats.text;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * {@code !} commands under a pseudoterminal: bash with the shell integration, so a command's end is
 * the shell's own finish mark; the block says {@code isPty}; a full-screen program is interactive.
 */
class PtyCommandTurnsTest extends SessionDaemonCase {




    private Chats.Opened opened;

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PTY, home, store, Duration.ofSeconds(20));
    }

    @BeforeEach
    void openSession() {
        opened = Chats.open(owner, work);
    }

    @Test
    void aCommandEndsAtTheShellsMarkAndItsOutputHasNoEscapes() {
        List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(),
                "!printf '\\033[31mred\\033[0m\\n'; (exit 2)"));
        JsonNode live = first(turn, "chat/toolCallContentChanged").path("content").get(0);
        assertTrue(live.path("isPty").asBoolean(), live.toString());
        JsonNode result = result(turn);
        assertEquals("Command exited with code 2", result.path("pastTenseMessage").asString());
        assertEquals("red", text(result));
        assertTrue(terminal(result).path("isPty").asBoolean());
        String uri = terminal(result).path("resource").asString();
        JsonNode state = owner.request("subscribe", AhpTestClient.params(uri)).path("result").path("snapshot").path("state");
        assertTrue(state.path("supportsCommandDetection").asBoolean(), "bash marked its commands: " + state);
    }

    @Test
    void aFullScreenProgramOpensAnInteractiveTerminal() {
        JsonNode result = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(),
                "!printf '\\033[?1049h'; sleep 20")));
        assertEquals("Command opened an interactive terminal", result.path("pastTenseMessage").asString());
        assertTrue(result.path("success").asBoolean());
    }

    @Test
    void everyShellTheChatRunsIsOneACommandAskedForAndIsListed() {
        int commands = 5;
        for (int i = 0; i < commands; i++) {
            JsonNode result = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo run-" + i)));
            assertEquals("run-" + i, text(result));
        }
        // Each command's shell sits on at its prompt, and the daemon starts none that no command asked
        // for: the shells in this test's own working folder are the commands', and each is on the root
        // list, claimed by the session. (The daemon once kept spare shells ready for the next command;
        // a spare opened after an earlier command's turn would be counted here.)
        assertEquals(commands, shells(), () -> shells() + " shells in " + work);
        long listed = owner.request("subscribe", AhpTestClient.params(AhpTestClient.ROOT)).path("result").path("snapshot")
                .path("state").path("terminals").valueStream()
                .filter(row -> opened.session().equals(row.path("claim").path("session").asString(""))).count();
        assertEquals(commands, listed, "every shell the chat runs is on the root list");
        assertTrue(owner.request("disposeSession", AhpTestClient.params(opened.session())).path("result").isNull());
        ahp.server.testing.Await.until("every shell of the session to be gone", () -> shells() == 0);
    }

    /**
     * The shells of this test's session: the daemon's bash children in the test's own working folder.
     * The test JVM's other children (shells of earlier tests' daemons, still exiting) are not counted:
     * they come and go while this test runs; nor is the {@code git} a changeset's refresh runs there
     * after each command.
     */
    private long shells() {
        Path folder;
        try {
            folder = work.toRealPath();
        } catch (java.io.IOException gone) {
            return 0;
        }
        return ProcessHandle.current().children().filter(child -> {
            if (!child.info().command().map(command -> command.endsWith("/bash")).orElse(false)) {
                return false;
            }
            try {
                return java.nio.file.Files.readSymbolicLink(Path.of("/proc", Long.toString(child.pid()), "cwd")).equals(folder);
            } catch (java.io.IOException | UnsupportedOperationException exited) {
                return false;
            }
        }).count();
    }
}
