package ahp.server.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session store on a real file system: what it keeps, and what it skips without failing. */
class SessionStoreTest {

    @TempDir
    Path root;

    private static StoredSession session(String id) {
        return new StoredSession("ahp-session:/" + id, "local", "t", false, List.of(), "2026-12-01T00:00:00Z",
                "2026-12-01T00:00:00Z", List.of(new StoredSession.StoredChat("ahp-chat:/" + id, "Chat", "2026-12-01T00:00:00Z")),
                "ahp-chat:/" + id);
    }

    @Test
    void whatIsKeptComesBackAndWhatIsNotWholeIsSkipped() throws Exception {
        SessionStore store = new SessionStore(root);
        store.saveSession(session("good"));
        store.saveSession(session("broken"));
        Files.writeString(root.resolve("broken/session.json"), "{\"resource\":\"ahp-session:/bro");
        Files.createDirectories(root.resolve("other"));
        Files.writeString(root.resolve("other/session.json"), Json.MAPPER.writeValueAsString(session("elsewhere")));
        Files.createSymbolicLink(root.resolve("linked"), root.resolve("good"));
        Files.createDirectories(root.resolve(".hidden"));
        List<StoredSession> loaded = store.loadSessions();
        assertEquals(List.of("ahp-session:/good"), loaded.stream().map(StoredSession::resource).toList(),
                "a broken file, a file naming another session, a link and a hidden folder are skipped");
    }

    @Test
    void localTurnsComeBackInTheOrderTheyRanSkippingOneThatIsNotWhole() throws Exception {
        SessionStore store = new SessionStore(root);
        for (long sequence : new long[] {2, 0, 1}) {
            store.saveTurn("s", "c", new StoredTurn(sequence, sequence == 0 ? null : "t" + (sequence - 1),
                    Json.MAPPER.createObjectNode().put("id", "t" + sequence)));
        }
        Path turns = root.resolve("s/chats/c/turns");
        Files.writeString(turns.resolve("000000000003.json"), "{\"sequence\":3,\"tu");
        Files.writeString(turns.resolve(".000000000004.json.1234" + AtomicFiles.TEMPORARY_SUFFIX), "{}");
        assertEquals(List.of("t0", "t1", "t2"), store.loadTurns("s", "c").stream().map(StoredTurn::id).toList());
    }

    @Test
    void aRetainedOutputRoundTripsAndOneOverTenMegabytesIsNotKept() throws Exception {
        SessionStore store = new SessionStore(root);
        assertTrue(store.saveRetained("s", "c", "call/with?odd#key", new RetainedOutput("Terminal", "out\n", 3, true)));
        assertEquals(new RetainedOutput("Terminal", "out\n", 3, true), store.loadRetained("s", "c", "call/with?odd#key").orElseThrow());
        assertFalse(store.saveRetained("s", "c", "big", new RetainedOutput("Terminal", "x".repeat(10 * 1024 * 1024 + 1), 0, false)));
        assertTrue(store.loadRetained("s", "c", "big").isEmpty());
    }

    @Test
    void noIdLeavesTheStore() {
        SessionStore store = new SessionStore(root);
        for (String id : List.of("..", "../x", "a/b", ".hidden", "", "a\0b")) {
            assertThrows(IllegalArgumentException.class, () -> store.loadRetained(id, "c", "k"), id);
        }
        assertThrows(ahp.protocol.jsonrpc.RpcException.class, () -> SessionIds.session("ahp-session:/..", "x"));
    }

    @Test
    void anAtomicWriteLeavesNoTemporaryFileAndReplacesWhole() throws Exception {
        Path file = root.resolve("f.json");
        AtomicFiles.write(file, "one".getBytes());
        AtomicFiles.write(file, "two".getBytes());
        assertEquals("two", Files.readString(file));
        try (var files = Files.list(root)) {
            assertEquals(List.of(file), files.toList());
        }
    }
}
