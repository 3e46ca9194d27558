package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A person's {@code ~/.bashrc} that takes a lock and holds it for a second, as {@code pyenv rehash}
 * does: a stopping daemon leaves no shell hung up half-way through it. It starts no shell nobody
 * asked for (so none is in its startup files after a {@code !} turn), and a person's shell still in
 * its startup files when the daemon stops is given the moment it needs to reach its prompt.
 */
class StopDuringStartupTest extends SessionDaemonCase {

    private Path lock() {
        return home.resolve("startup.lock");
    }

    @Override
    protected TestDaemon daemon() {
        try {
            // No trap: a shell hung up in the middle leaves the lock behind, as pyenv's shim lock was left.
            Files.writeString(home.resolve(".bashrc"), "touch \"$HOME/startup.lock\"\nsleep 1\nrm -f \"$HOME/startup.lock\"\n");
        } catch (IOException cannot) {
            throw new UncheckedIOException(cannot);
        }
        return TestDaemon.withSessions(TerminalsMode.PTY, home, store, Duration.ofSeconds(30));
    }

    @Test
    void aStopRightAfterACommandTurnLeavesNoStartupHalfRun() {
        Chats.Opened opened = Chats.open(owner, work);
        JsonNode ran = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!true")));
        assertEquals("Ran command", ran.path("pastTenseMessage").asString(), ran.toString());
        owner.close();
        daemon.close();
        daemon = null;
        owner = null;
        assertFalse(Files.exists(lock()), "a shell was hung up inside ~/.bashrc, and its lock stayed");
    }

    @Test
    void aShellStillInItsStartupFilesReachesItsPromptBeforeTheStop() {
        String uri = "ahp-terminal:/" + UUID.randomUUID();
        owner.requestLater("createTerminal", params(uri).put("cwd", work.toUri().toString()));
        Await.until("the shell to be inside ~/.bashrc", () -> Files.exists(lock()));
        owner.close();
        daemon.close();
        daemon = null;
        owner = null;
        assertFalse(Files.exists(lock()), "the shell was hung up inside ~/.bashrc, and its lock stayed");
    }
}
