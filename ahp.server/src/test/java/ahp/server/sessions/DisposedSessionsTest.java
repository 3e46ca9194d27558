package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.host.HostParts;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A disposed session that holds turns is kept in the trash beside the store (VS Code disposes a
 * session when a draft is abandoned), where moving it back brings it back at the next start; one
 * with no turn is deleted.
 */
class DisposedSessionsTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aSessionWithTurnsGoesToTheTrashAndComesBackWhenMovedBack() throws IOException {
        Chats.Opened kept = Chats.open(owner, work);
        untilEnd(owner, kept.chat(), send(owner, kept.chat(), "!echo worth-keeping"));
        Chats.Opened empty = Chats.open(owner, work);
        assertTrue(owner.request("disposeSession", params(kept.session())).path("result").isNull());
        assertTrue(owner.request("disposeSession", params(empty.session())).path("result").isNull());
        Path trash = store.resolveSibling(store.getFileName() + "-trash");
        String keptId = kept.session().substring("ahp-session:/".length());
        List<Path> inTrash;
        try (Stream<Path> entries = Files.list(trash)) {
            inTrash = entries.toList();
        }
        assertEquals(1, inTrash.size(), "only the session with turns is kept: " + inTrash);
        assertTrue(inTrash.getFirst().getFileName().toString().startsWith(keptId + "."), inTrash.toString());
        assertFalse(Files.exists(store.resolve(keptId)));
        assertFalse(Files.exists(store.resolve(empty.session().substring("ahp-session:/".length()))));
        assertTrue(owner.request("listSessions", params(ROOT)).path("result").path("items").isEmpty());

        owner.close();
        daemon.close();
        Files.move(inTrash.getFirst(), store.resolve(keptId));
        daemon = daemon();
        owner = ahp.server.testing.AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
        JsonNode items = owner.request("listSessions", params(ROOT)).path("result").path("items");
        assertEquals(kept.session(), items.get(0).path("resource").asString(), items.toString());
        Files.deleteIfExists(trash);
    }

    /**
     * A turn's end is written to the store off the calls' path; a dispose that comes before that
     * write (VS Code's, of a draft, right after its first turn; CI saw it once under load) must still
     * find the turn and keep the session in the trash. The write is held back by holding the
     * session's store lock until the dispose has begun.
     */
    @Test
    void aSessionDisposedBeforeItsLastTurnIsWrittenStillGoesToTheTrash() throws Exception {
        Chats.Opened kept = Chats.open(owner, work);
        Sessions sessions = HostParts.sessions(daemon.host());
        LiveSession live = sessions.findSession(kept.session());
        long answer;
        synchronized (live.storeLock) {
            untilEnd(owner, kept.chat(), send(owner, kept.chat(), "!echo written-late"));
            answer = owner.requestLater("disposeSession", params(kept.session()));
            Await.until("the dispose has begun", () -> sessions.host.locked(() -> live.disposed));
        }
        assertTrue(owner.responseTo(answer).path("result").isNull());
        Path trash = store.resolveSibling(store.getFileName() + "-trash");
        String keptId = kept.session().substring("ahp-session:/".length());
        assertTrue(Files.isDirectory(trash), "the session with a turn is kept in the trash");
        try (Stream<Path> entries = Files.list(trash)) {
            List<Path> inTrash = entries.toList();
            assertEquals(1, inTrash.size(), inTrash.toString());
            assertTrue(inTrash.getFirst().getFileName().toString().startsWith(keptId + "."), inTrash.toString());
            try (Stream<Path> turns = Files.walk(inTrash.getFirst())) {
                assertEquals(1, turns.filter(path -> path.getParent().getFileName().toString().equals("turns")).count(),
                        "its turn was written before it was moved");
            }
        }
    }
}
