package ahp.server.changeset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.LoggedRecords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The refresh a terminal's exit asks for: off the caller's thread, coalesced, and saying what changed. */
class ChangesetRefreshTest {

    private static final List<String> FIND_TOP = List.of("rev-parse", "--show-toplevel");

    @TempDir
    Path folder;

    private Repos repos;

    @BeforeEach
    void setUp() {
        repos = new Repos(folder);
    }

    private static Optional<ChangesetUpdate> get(CompletableFuture<Optional<ChangesetUpdate>> future) throws Exception {
        return future.get(60, TimeUnit.SECONDS);
    }

    @Test
    void aBurstOfRefreshesRunsGitOnceAndOnceMore() throws Exception {
        Path repo = repos.committed("burst", "a.txt", "a\n");
        Repos.write(repo, "a.txt", "b\n");
        Files.createDirectories(repo.resolve("sub"));
        AtomicInteger reads = new AtomicInteger();
        AtomicInteger patches = new AtomicInteger();
        CountDownLatch firstStarted = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Git git = repos.git().observing(arguments -> {
            if (arguments.equals(FIND_TOP) && reads.incrementAndGet() == 1) {
                firstStarted.countDown();
                try {
                    release.await(60, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (arguments.getFirst().equals("diff") && arguments.contains("--patch")) {
                patches.incrementAndGet();
            }
        });
        try (ChangesetRefresh refresh = new ChangesetRefresh(git, ChangesetLimits.DEFAULT)) {
            List<CompletableFuture<Optional<ChangesetUpdate>>> futures = new ArrayList<>();
            futures.add(refresh.refresh(repo));
            assertTrue(firstStarted.await(60, TimeUnit.SECONDS), "the first read started");
            for (int i = 0; i < 9; i++) {
                // Ten terminals of one session directory, however they spell it.
                futures.add(refresh.refresh(i % 2 == 0 ? repo : repo.resolve("sub/..")));
            }
            assertTrue(futures.stream().noneMatch(CompletableFuture::isDone),
                    "every caller has its answer to come, and was not held while git is");
            release.countDown();
            CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);

            assertEquals(2, reads.get(), "the running read, and one for everything asked while it ran");
            assertEquals(2, patches.get());
            ChangesetUpdate first = get(futures.getFirst()).orElseThrow();
            assertTrue(first.changed());
            for (CompletableFuture<Optional<ChangesetUpdate>> later : futures.subList(1, futures.size())) {
                ChangesetUpdate update = get(later).orElseThrow();
                assertFalse(update.changed(), "nothing changed between the two reads");
                assertEquals(first.state(), update.state());
            }
            assertTrue(get(refresh.refresh(repo)).isPresent());
            assertEquals(3, reads.get(), "the burst is over: a new request runs again");
        }
    }

    @Test
    void anUpdateSaysWhetherTheStateChanged() throws Exception {
        Path repo = repos.committed("changes", "a.txt", "a\n");
        try (ChangesetRefresh refresh = new ChangesetRefresh(repos.git(), ChangesetLimits.DEFAULT)) {
            ChangesetUpdate clean = get(refresh.refresh(repo)).orElseThrow();
            assertTrue(clean.changed(), "the first is always a change");
            assertEquals(new WorkTree(repo), clean.workTree());
            assertEquals(0, clean.state().path("files").size());

            assertFalse(get(refresh.refresh(repo)).orElseThrow().changed(), "nothing happened");

            Repos.write(repo, "a.txt", "b\n");
            ChangesetUpdate edited = get(refresh.refresh(repo)).orElseThrow();
            assertTrue(edited.changed());
            assertEquals(1, edited.state().path("files").size());

            repos.run(repo, "commit", "-q", "-am", "commit it");
            ChangesetUpdate committed = get(refresh.refresh(repo)).orElseThrow();
            assertTrue(committed.changed(), "a commit moved the directory");
            assertEquals(0, committed.state().path("files").size());

            refresh.forget(repo);
            assertTrue(get(refresh.refresh(repo)).orElseThrow().changed(), "forgotten: counts as new");
        }
    }

    @Test
    void aDirectoryOutsideEveryWorkTreeHasNoChangeset() throws Exception {
        Path plain = Files.createDirectories(repos.base().resolve("plain"));
        try (ChangesetRefresh refresh = new ChangesetRefresh(repos.git(), ChangesetLimits.DEFAULT)) {
            assertEquals(Optional.empty(), get(refresh.refresh(plain)));
            repos.init("plain");
            assertTrue(get(refresh.refresh(plain)).orElseThrow().changed(), "a git init makes one");
        }
    }

    @Test
    void aGitFailureInsideAWorkTreeIsAnErrorState() throws Exception {
        Path repo = repos.committed("broken", "a.txt", "a\n");
        Files.writeString(repo.resolve(".git/index"), "not an index");
        try (ChangesetRefresh refresh = new ChangesetRefresh(repos.git(), ChangesetLimits.DEFAULT)) {
            ChangesetUpdate update = get(refresh.refresh(repo)).orElseThrow();
            assertEquals("error", update.state().path("status").asString());
            assertEquals("git", update.state().path("error").path("errorType").asString());
            assertTrue(update.state().path("error").path("message").asString().startsWith("git "),
                    update.state().toString());
            assertEquals(0, update.state().path("files").size());
        }
    }

    @Test
    void noGitIsLoggedOnceAndGivesNoChangeset() throws Exception {
        Path repo = repos.committed("nogit", "a.txt", "a\n");
        LoggedRecords logged = LoggedRecords.of(ChangesetRefresh.class);
        Git missing = repos.git().withExecutable(folder.resolve("not-installed/git").toString());
        try (logged; ChangesetRefresh refresh = new ChangesetRefresh(missing, ChangesetLimits.DEFAULT)) {
            assertEquals(Optional.empty(), get(refresh.refresh(repo)));
            assertEquals(Optional.empty(), get(refresh.refresh(repo.resolve(".."))));
            assertEquals(Optional.empty(), get(refresh.refresh(repo)));
        }
        List<LogRecord> records = logged.all();
        List<LogRecord> errors = records.stream().filter(r -> r.getLevel() == Level.SEVERE).toList();
        assertEquals(1, errors.size(), () -> "once: " + records);
        assertTrue(String.valueOf(errors.getFirst().getParameters()[0]).contains("not-installed/git"));
    }

    @Test
    void aClosedRefreshRefuses() {
        ChangesetRefresh refresh = new ChangesetRefresh(repos.git(), ChangesetLimits.DEFAULT);
        refresh.close();
        ExecutionException failure = assertThrows(ExecutionException.class, () -> get(refresh.refresh(folder)));
        assertTrue(failure.getCause() instanceof IllegalStateException);
    }
}
