package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A session whose working directory is a git work tree has an "Uncommitted Changes" changeset, read
 * with the real git; a {@code !} command that wrote a file, and a terminal whose process exited in
 * the work tree, have it read again.
 */
class SessionChangesetsTest {

    @TempDir
    Path home;

    @TempDir
    Path repo;

    @TempDir
    Path store;

    private TestDaemon daemon;
    private AhpTestClient owner;

    @BeforeEach
    void start() throws Exception {
        git("init", "-q");
        git("config", "user.email", "t@example.invalid");
        git("config", "user.name", "t");
        Files.writeString(repo.resolve("README"), "hello\n");
        git("add", "README");
        git("commit", "-q", "-m", "first");
        daemon = TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
    }

    @AfterEach
    void stop() {
        owner.close();
        daemon.close();
    }

    @Test
    void aCommandThatWroteAFileShowsInTheChangeset() {
        Chats.Opened opened = Chats.open(owner, repo);
        JsonNode entry = catalogue(opened.session()).get(0);
        assertEquals("Uncommitted Changes", entry.path("label").asString(), entry.toString());
        String changeset = entry.path("uriTemplate").asString();
        JsonNode state = owner.request("subscribe", params(changeset)).path("result").path("snapshot").path("state");
        assertEquals(0, state.path("files").size(), state.toString());
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo new > written-by-bang.txt"));
        JsonNode changed = owner.envelopeOfType(changeset, "changeset/contentChanged").path("action");
        assertTrue(changed.path("files").toString().contains("written-by-bang.txt"), changed.toString());
        try (AhpTestClient guest = AhpTestClient.initialized(daemon.uri(), TestDaemon.GUEST, "guest", "0.9.0")) {
            assertEquals(-32009, guest.request("subscribe", params(changeset)).path("error").path("code").asInt(),
                    "a changeset's diffs are read like a chat");
        }
    }

    @Test
    void aTerminalThatExitedInTheWorkTreeHasItReadAgain() {
        Chats.Opened opened = Chats.open(owner, repo);
        String changeset = catalogue(opened.session()).get(0).path("uriTemplate").asString();
        owner.request("subscribe", params(changeset));
        var create = params("ahp-terminal:/writer").put("cwd", repo.resolve(".").toUri().toString());
        create.putObject("_meta").put("ahp.command", "echo x > from-a-terminal.txt");
        assertTrue(owner.request("createTerminal", create).path("result").isNull());
        JsonNode changed = owner.envelopeOfType(changeset, "changeset/contentChanged").path("action");
        assertTrue(changed.path("files").toString().contains("from-a-terminal.txt"), changed.toString());
    }

    /**
     * The session's changeset catalogue: from its snapshot when the changes were read already, else
     * from the action that lists them (the read runs off the create's thread).
     */
    private JsonNode catalogue(String session) {
        JsonNode state = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        if (state.path("changesets").size() > 0) {
            return state.path("changesets");
        }
        return owner.envelopeOfType(session, "session/changesetsChanged").path("action").path("changesets");
    }

    private void git(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", repo.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        assertTrue(process.waitFor(20, TimeUnit.SECONDS), "git " + List.of(args));
        assertEquals(0, process.exitValue(), new String(process.getInputStream().readAllBytes()));
    }
}
