package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
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
}
