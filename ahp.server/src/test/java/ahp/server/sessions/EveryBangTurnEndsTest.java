package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.terminal;
import static ahp.server.testing.Chats.text;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Every {@code !} turn ends, through the daemon, in bash and zsh, on pipes and under a
 * pseudoterminal: a {@code !} inside the command is taken as typed; a line the shell cannot parse
 * completes its call with the shell's own status and words; a line the shell would wait on for
 * more completes at once (Failed to run command where the shell marks its commands, the status of
 * the shell's eval on pipes); the next command runs; and after a restart each turn says what
 * happened, never a code the shell got when the daemon stopped.
 */
class EveryBangTurnEndsTest {

    /** Long enough for a shell on a loaded machine, short of a test's patience: a turn that hangs says so. */
    static final Duration TIMEOUT = Duration.ofSeconds(15);

    /** The cases, run in each shell and binding below. */
    abstract static class Turns extends SessionDaemonCase {

        private Chats.Opened opened;

        abstract TerminalsMode mode();

        abstract String shell();

        @Override
        protected TestDaemon daemon() {
            return TestDaemon.withSessions(mode(), home, store, TIMEOUT, "/bin/" + shell());
        }

        @BeforeEach
        void openSession() {
            opened = Chats.open(owner, work);
        }

        private boolean zsh() {
            return shell().equals("zsh");
        }

        private JsonNode run(String text) {
            return result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), text)));
        }

        private void assertNextRuns() {
            JsonNode next = run("!echo next");
            assertEquals("Ran command", next.path("pastTenseMessage").asString(), next.toString());
            assertEquals("next", text(next));
        }

        @Test
        void anExclamationMarkInTheCommandIsTakenAsTyped() {
            for (String word : List.of("a!b", "one!zz")) {
                JsonNode result = run("!echo " + word);
                assertEquals("Ran command", result.path("pastTenseMessage").asString(), result.toString());
                assertEquals(word, text(result));
            }
        }

        @Test
        void aLineTheShellCannotParseCompletesWithItsStatusAndTheNextRuns() {
            JsonNode result = run("!echo x; done");
            int status = zsh() ? 1 : 2;
            assertEquals("Command exited with code " + status, result.path("pastTenseMessage").asString(), result.toString());
            assertFalse(result.path("success").asBoolean(true));
            assertEquals(status, terminal(result).path("result").path("exitCode").asInt(-1), result.toString());
            assertTrue(text(result).contains(zsh() ? "parse error" : "syntax error"), result.toString());
            assertNextRuns();
        }

        @Test
        void aLineTheShellWouldWaitOnCompletesAtOnceAndTheNextRuns() {
            for (String line : List.of("!echo \"abc", "!if true", "!echo ok \\")) {
                JsonNode result = run(line);
                String said = result.path("pastTenseMessage").asString();
                if (mode() == TerminalsMode.PTY) {
                    assertEquals("Failed to run command", said, line + ": " + result);
                    assertTrue(result.path("error").path("message").asString().contains("not complete"), result.toString());
                } else if (line.endsWith("\\")) {
                    assertEquals("Ran command", said, line + ": eval takes the backslash as it is: " + result);
                } else {
                    assertEquals("Command exited with code " + (zsh() ? 1 : 2), said, line + ": " + result);
                }
                assertNextRuns();
            }
        }

        @Test
        void afterARestartEachTurnSaysWhatHappened() {
            String refused = terminal(run("!echo x; done")).path("resource").asString();
            String unfinished = terminal(run("!echo \"abc")).path("resource").asString();
            restart();
            JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
            JsonNode turns = chat.path("turns");
            assertEquals(2, turns.size(), chat.toString());
            JsonNode first = call(turns.get(0));
            assertEquals("Command exited with code " + (zsh() ? 1 : 2), first.path("pastTenseMessage").asString(),
                    first.toString());
            JsonNode second = call(turns.get(1));
            String expected = mode() == TerminalsMode.PTY ? "Failed to run command" : "Command exited with code " + (zsh() ? 1 : 2);
            assertEquals(expected, second.path("pastTenseMessage").asString(), second.toString());
            for (JsonNode turn : turns) {
                assertEquals("complete", turn.path("state").asString(), turn.toString());
            }
            assertEquals(zsh() ? 1 : 2, exitCode(refused), "the shell's status, not the signal it died of at the stop");
            Integer kept = exitCode(unfinished);
            assertTrue(mode() == TerminalsMode.PTY ? kept == null : kept == (zsh() ? 1 : 2),
                    "a line that never ran keeps no code of its shell's: " + kept);
        }

        /** The one call of {@code turn}, as the chat's state holds it. */
        private static JsonNode call(JsonNode turn) {
            for (JsonNode part : turn.path("responseParts")) {
                if (part.has("toolCall")) {
                    return part.path("toolCall");
                }
            }
            throw new AssertionError("no call in " + turn);
        }

        /** The exit code of the terminal rebuilt for {@code uri}, or null. */
        private Integer exitCode(String uri) {
            JsonNode state = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
            assertEquals("exited", state.path("lifecycle").path("status").asString(), state.toString());
            JsonNode code = state.path("lifecycle").path("exitCode");
            return code.isIntegralNumber() ? code.asInt() : null;
        }
    }

    @Nested
    class BashOnPipes extends Turns {
        @Override
        TerminalsMode mode() {
            return TerminalsMode.PIPES;
        }

        @Override
        String shell() {
            return "bash";
        }
    }

    @Nested
    class BashUnderAPty extends Turns {
        @Override
        TerminalsMode mode() {
            return TerminalsMode.PTY;
        }

        @Override
        String shell() {
            return "bash";
        }
    }

    @Nested
    class ZshOnPipes extends Turns {
        @Override
        TerminalsMode mode() {
            return TerminalsMode.PIPES;
        }

        @Override
        String shell() {
            return "zsh";
        }
    }

    @Nested
    class ZshUnderAPty extends Turns {
        @Override
        TerminalsMode mode() {
            return TerminalsMode.PTY;
        }

        @Override
        String shell() {
            return "zsh";
        }
    }
}
