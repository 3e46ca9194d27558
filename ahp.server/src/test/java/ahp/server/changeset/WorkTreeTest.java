package ahp.server.changeset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.server.testing.LoggedRecords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding a directory's work tree, and the directories that have none. */
class WorkTreeTest {

    @TempDir
    Path folder;

    private Repos repos;

    @BeforeEach
    void setUp() {
        repos = new Repos(folder);
    }

    @Test
    void aFolderOfARepositoryFindsItsTop() throws Exception {
        Path repo = repos.committed("repo", "deep/er/file.txt", "x\n");
        assertEquals(Optional.of(new WorkTree(repo)), WorkTree.find(repos.git(), repo));
        assertEquals(Optional.of(new WorkTree(repo)), WorkTree.find(repos.git(), repo.resolve("deep/er")));
        Path link = Files.createSymbolicLink(folder.resolve("link"), repo.resolve("deep"));
        assertEquals(Optional.of(new WorkTree(repo)), WorkTree.find(repos.git(), link), "git's own, resolved, top");
    }

    @Test
    void aDirectoryOutsideEveryRepositoryHasNone() throws Exception {
        Path plain = Files.createDirectories(repos.base().resolve("plain/sub"));
        assertEquals(Optional.empty(), WorkTree.find(repos.git(), plain));
        assertEquals(Optional.empty(), WorkTree.find(repos.git(), repos.base().resolve("not-there")));
        Path file = Files.writeString(repos.base().resolve("a-file"), "x");
        assertEquals(Optional.empty(), WorkTree.find(repos.git(), file));
    }

    @Test
    void theRepositorysOwnFolderIsNoWorkTree() throws Exception {
        Path repo = repos.committed("own", "a", "a\n");
        assertEquals(Optional.empty(), WorkTree.find(repos.git(), repo.resolve(".git")));
        assertEquals(Optional.empty(), WorkTree.find(repos.git(), repo.resolve(".git/refs")));
    }

    @Test
    void aBareRepositoryCheckedInInsideAnotherIsNotOpened() throws Exception {
        Path outer = repos.committed("outer", "a", "a\n");
        Path bare = outer.resolve("vendored.git");
        repos.run(outer, "init", "-q", "--bare", bare.toString());
        // Its own config makes it a repository with a work tree, which plain git then reads.
        repos.run(bare, "config", "core.bare", "false");
        repos.run(bare, "config", "core.worktree", outer.toString());
        assertEquals(outer + "\n", repos.run(bare, "rev-parse", "--show-toplevel"), "armed: plain git opens it");
        assertEquals(Optional.empty(), WorkTree.find(repos.git(), bare),
                "safe.bareRepository=explicit: a bare repository is not discovered");
    }

    @Test
    void aRepositoryAnotherUserOwnsIsNotReadAndIsLoggedOnce() throws Exception {
        Path repo = repos.committed("theirs", "a", "a\n");
        assumeTrue("root".equals(Files.getOwner(repo).getName()), "only root can give a folder away");
        repos.exec(repos.base(), List.of("chown", "-R", "65534:65534", repo.toString()), 0);

        List<LogRecord> records;
        try (LoggedRecords logged = LoggedRecords.of(WorkTree.class)) {
            assertEquals(Optional.empty(), WorkTree.find(repos.git(), repo));
            assertEquals(Optional.empty(), WorkTree.find(repos.git(), repo));
            records = logged.all();
        }
        List<LogRecord> dubious = records.stream()
                .filter(r -> String.valueOf(r.getMessage()).contains("dubious ownership")).toList();
        assertEquals(1, dubious.size(), () -> "logged once: " + records);
        assertEquals(java.util.logging.Level.WARNING, dubious.getFirst().getLevel());
    }

    @Test
    void aGitThatHangsIsEndedAtTheDeadline() throws Exception {
        Path fake = Files.writeString(folder.resolve("hanging-git"), "#!/bin/sh\nexec sleep 600\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwx------"));
        Path repo = repos.committed("repo", "a", "a\n");
        Git hanging = repos.git().withExecutable(fake.toString()).withTimeout(Duration.ofMillis(300));

        long started = System.nanoTime();
        assertEquals(Optional.empty(), WorkTree.find(hanging, repo));
        assertTrue(Duration.ofNanos(System.nanoTime() - started).compareTo(Duration.ofSeconds(30)) < 0);

        GitException failure = assertThrows(GitException.class,
                () -> new UncommittedReader(hanging, ChangesetLimits.DEFAULT).read(new WorkTree(repo)));
        assertTrue(failure.getMessage().contains("timed out"), failure.getMessage());
    }

    @Test
    void noGitIsAnErrorOfItsOwn() {
        Git missing = repos.git().withExecutable(folder.resolve("no-such-git").toString());
        GitNotFoundException failure = assertThrows(GitNotFoundException.class, () -> WorkTree.find(missing, folder));
        assertTrue(failure.getMessage().contains("no-such-git"), failure.getMessage());
        assertFalse(failure.getMessage().isBlank());
    }
}
