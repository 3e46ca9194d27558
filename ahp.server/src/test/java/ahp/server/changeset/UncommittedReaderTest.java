package ahp.server.changeset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Uncommitted changes read from real repositories with the real git. */
class UncommittedReaderTest {

    @TempDir
    Path folder;

    private Repos repos;

    @BeforeEach
    void setUp() {
        repos = new Repos(folder);
    }

    private UncommittedChanges read(Path directory) throws Exception {
        return read(directory, ChangesetLimits.DEFAULT);
    }

    private UncommittedChanges read(Path directory, ChangesetLimits limits) throws Exception {
        WorkTree workTree = WorkTree.find(repos.git(), directory).orElseThrow();
        return new UncommittedReader(repos.git(), limits).read(workTree);
    }

    private static FileChange only(UncommittedChanges changes) {
        assertEquals(1, changes.files().size(), () -> "one file changed: " + changes.files());
        return changes.files().getFirst();
    }

    @Test
    void anEmptyRepositoryAndACleanTreeHaveNoFiles() throws Exception {
        Path empty = repos.init("empty");
        UncommittedChanges none = read(empty);
        assertEquals(List.of(), none.files());
        assertNull(none.head(), "no commit yet");

        Path clean = repos.committed("clean", "a.txt", "a\n", "dir/b.txt", "b\n");
        UncommittedChanges nothing = read(clean);
        assertEquals(List.of(), nothing.files());
        assertEquals(repos.run(clean, "rev-parse", "HEAD").strip(), nothing.head());
        assertFalse(nothing.filesCapped());
    }

    @Test
    void aModifiedFileHasItsDiffAgainstHead() throws Exception {
        Path repo = repos.committed("mod", "notes.txt", "one\ntwo\nthree\n");
        Repos.write(repo, "notes.txt", "one\nTWO\nthree\nfour\n");

        FileChange change = only(read(repo));
        assertEquals(ChangeKind.MODIFIED, change.kind());
        assertEquals("notes.txt", change.oldPath());
        assertEquals("notes.txt", change.newPath());
        assertEquals(repos.run(repo, "rev-parse", "HEAD:notes.txt").strip(), change.oldObject());
        assertEquals(2, change.added());
        assertEquals(1, change.removed());
        assertFalse(change.binary());
        assertNull(change.omission());
        assertTrue(change.diff().startsWith("diff --git a/notes.txt b/notes.txt\n"), change.diff());
        assertTrue(change.diff().contains("\n-two\n+TWO\n three\n+four\n"), change.diff());
    }

    @Test
    void anUntrackedFileIsAnAdditionAndTheRepositorysIndexIsUntouched() throws Exception {
        Path repo = repos.committed("untracked", "kept.txt", "kept\n");
        Repos.write(repo, "new/fresh.txt", "fresh\nlines\n");
        byte[] index = Files.readAllBytes(repo.resolve(".git/index"));

        FileChange change = only(read(repo));
        assertEquals(ChangeKind.ADDED, change.kind());
        assertNull(change.oldPath());
        assertNull(change.oldObject());
        assertEquals("new/fresh.txt", change.newPath());
        assertEquals(2, change.added());
        assertEquals(0, change.removed());
        assertTrue(change.diff().contains("new file mode 100644"), change.diff());
        assertTrue(change.diff().contains("+fresh\n+lines\n"), change.diff());

        assertArrayEquals(index, Files.readAllBytes(repo.resolve(".git/index")), "the repository's index is as it was");
        assertFalse(Files.exists(repo.resolve(".git/index.lock")));
        assertEquals("?? new/\n", repos.run(repo, "status", "--porcelain"), "still untracked to git");
    }

    @Test
    void aReadNeverWritesTheRepositorysIndex() throws Exception {
        Path repo = repos.committed("index", "a.txt", "a\n", "b.txt", "b\n");
        Files.setLastModifiedTime(repo.resolve("a.txt"), java.nio.file.attribute.FileTime.fromMillis(86_400_000L));
        Repos.write(repo, "b.txt", "changed\n");
        byte[] index = Files.readAllBytes(repo.resolve(".git/index"));
        java.nio.file.attribute.FileTime written = Files.getLastModifiedTime(repo.resolve(".git/index"));

        assertEquals(List.of("b.txt"), read(repo).files().stream().map(FileChange::path).toList(),
                "a file whose time alone changed is unchanged");
        assertArrayEquals(index, Files.readAllBytes(repo.resolve(".git/index")), "git diff refreshes; not this index");
        assertEquals(written, Files.getLastModifiedTime(repo.resolve(".git/index")));
    }

    @Test
    void aStagedAdditionIsAnAddition() throws Exception {
        Path repo = repos.committed("staged", "kept.txt", "kept\n");
        Repos.write(repo, "added.txt", "added\n");
        repos.run(repo, "add", "added.txt");
        Repos.write(repo, "added.txt", "added\nand changed after staging\n");

        FileChange change = only(read(repo));
        assertEquals(ChangeKind.ADDED, change.kind());
        assertEquals("added.txt", change.newPath());
        assertEquals(2, change.added(), "the working tree against HEAD, staged or not");
    }

    @Test
    void aDeletionHasOnlyItsOldSide() throws Exception {
        Path repo = repos.committed("delete", "gone.txt", "a\nb\nc\n", "stays.txt", "s\n");
        Files.delete(repo.resolve("gone.txt"));
        Repos.write(repo, "staged-gone.txt", "x\n");
        repos.run(repo, "add", "staged-gone.txt");
        repos.run(repo, "commit", "-q", "-m", "more");
        repos.run(repo, "rm", "-q", "staged-gone.txt");

        UncommittedChanges changes = read(repo);
        assertEquals(List.of("gone.txt", "staged-gone.txt"), changes.files().stream().map(FileChange::path).toList());
        FileChange gone = changes.files().getFirst();
        assertEquals(ChangeKind.DELETED, gone.kind());
        assertNull(gone.newPath());
        assertEquals(0, gone.added());
        assertEquals(3, gone.removed());
        assertTrue(gone.diff().contains("deleted file mode"), gone.diff());
        assertEquals(ChangeKind.DELETED, changes.files().get(1).kind());
    }

    @Test
    void aRenameIsPairedWhetherGitWasToldOrNot() throws Exception {
        String body = "line 1\nline 2\nline 3\nline 4\nline 5\nline 6\n";
        Path repo = repos.committed("rename", "told.txt", body, "untold.txt", body.replace("line", "row"));
        Files.createDirectories(repo.resolve("moved"));
        repos.run(repo, "mv", "told.txt", "moved/told.txt");
        Files.createDirectories(repo.resolve("elsewhere"));
        Files.move(repo.resolve("untold.txt"), repo.resolve("elsewhere/untold.txt"));
        Repos.write(repo, "elsewhere/untold.txt", body.replace("line", "row") + "row 7\n");

        UncommittedChanges changes = read(repo);
        assertEquals(2, changes.files().size(), changes.files()::toString);
        FileChange told = changes.files().stream().filter(f -> f.oldPath().equals("told.txt")).findFirst().orElseThrow();
        assertEquals(ChangeKind.RENAMED, told.kind());
        assertEquals("moved/told.txt", told.newPath());
        assertEquals(0, told.added());
        assertTrue(told.diff().contains("rename from told.txt\nrename to moved/told.txt"), told.diff());

        FileChange untold = changes.files().stream().filter(f -> f.oldPath().equals("untold.txt")).findFirst().orElseThrow();
        assertEquals(ChangeKind.RENAMED, untold.kind(), "a plain mv, found through the untracked file");
        assertEquals("elsewhere/untold.txt", untold.newPath());
        assertEquals(1, untold.added());
        assertTrue(untold.diff().contains("+row 7"), untold.diff());
    }

    @Test
    void aBinaryFileHasNoTextDiffAndSaysSo() throws Exception {
        Path repo = repos.committed("binary", "old.bin", "x");
        Repos.write(repo, "old.bin", new byte[] {0, 1, 2, (byte) 0xff, 0});
        Repos.write(repo, "image.png", new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13});

        UncommittedChanges changes = read(repo);
        assertEquals(2, changes.files().size());
        for (FileChange change : changes.files()) {
            assertTrue(change.binary(), change::toString);
            assertEquals(DiffOmission.BINARY, change.omission());
            assertNull(change.diff());
            assertNull(change.added(), "git counts no lines of a binary file");
        }
        assertEquals(ChangeKind.ADDED, changes.files().getFirst().kind());
        assertEquals(ChangeKind.MODIFIED, changes.files().get(1).kind());
    }

    @Test
    void namesWithSpacesQuotesNewlinesAndNonAsciiAreExactAndKeepTheirDiffs() throws Exception {
        List<String> names = List.of("with space.txt", "naïve – ünïcødé.md", "日本語/ファイル.txt",
                "quote\"and\\backslash.txt", "new\nline.txt", "tab\there.txt", ":colon start.txt");
        Path repo = repos.committed("names", "tracked one.txt", "a\n");
        Repos.write(repo, "tracked one.txt", "b\n");
        for (String name : names) {
            Repos.write(repo, name, "content of " + name + "\n");
        }

        UncommittedChanges changes = read(repo);
        List<String> expected = new java.util.ArrayList<>(names);
        expected.add("tracked one.txt");
        assertEquals(expected.stream().sorted(java.util.Comparator.comparing(
                        (String s) -> new String(s.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                                java.nio.charset.StandardCharsets.ISO_8859_1))).toList(),
                changes.files().stream().map(FileChange::path).toList(), "git's byte order, every name exact");
        for (FileChange change : changes.files()) {
            assertNotNull(change.diff(), () -> "a patch for " + change.path());
            assertNull(change.omission());
            assertTrue(change.diff().contains("+" + (change.path().equals("tracked one.txt") ? "b" : "content of ")),
                    change.diff());
        }
    }

    @Test
    void aRepositoryWithNoCommitIsDiffedAgainstTheEmptyTree() throws Exception {
        Path repo = repos.init("nocommit");
        Repos.write(repo, "staged.txt", "s\n");
        repos.run(repo, "add", "staged.txt");
        Repos.write(repo, "loose.txt", "l\nl\n");

        UncommittedChanges changes = read(repo);
        assertNull(changes.head());
        assertEquals(List.of("loose.txt", "staged.txt"), changes.files().stream().map(FileChange::path).toList());
        for (FileChange change : changes.files()) {
            assertEquals(ChangeKind.ADDED, change.kind());
            assertTrue(change.diff().contains("new file mode"), change.diff());
        }
        assertEquals(2, changes.files().getFirst().added());
    }

    @Test
    void aFileChangedInTheSecondItsIndexWasWrittenIsStillSeen() throws Exception {
        // git trusts an index entry's stat data only for a file older than the index. The temporary
        // copy of the index (made because of the untracked file) is made in a later second here, so
        // it must keep the original's time, or the same-size change below would look like none.
        for (int attempt = 0; attempt < 20; attempt++) {
            Path repo = repos.committed("racy" + attempt, "same.txt", "a\n");
            Repos.write(repo, "same.txt", "b\n");
            Repos.write(repo, "untracked.txt", "u\n");
            Path index = repo.resolve(".git/index");
            if (!sameSecond(index, repo.resolve("same.txt"))) {
                continue; // a second boundary passed: the stat data differ anyway; try again
            }
            long indexSecond = Files.getLastModifiedTime(index).toMillis() / 1000;
            Git git = repos.git().observing(arguments -> {
                if (arguments.getFirst().equals("ls-files")) {
                    ahp.server.testing.Await.until("the next second", () -> System.currentTimeMillis() / 1000 > indexSecond);
                }
            });
            WorkTree workTree = WorkTree.find(git, repo).orElseThrow();
            UncommittedChanges changes = new UncommittedReader(git, ChangesetLimits.DEFAULT).read(workTree);
            assertEquals(List.of("same.txt", "untracked.txt"), changes.files().stream().map(FileChange::path).toList());
            return;
        }
        org.junit.jupiter.api.Assumptions.abort("could not change a file within its index's second");
    }

    private static boolean sameSecond(Path index, Path file) throws Exception {
        long second = Files.getLastModifiedTime(index).toMillis() / 1000;
        long mtime = Files.getLastModifiedTime(file).toMillis() / 1000;
        long ctime = ((java.nio.file.attribute.FileTime) Files.getAttribute(file, "unix:ctime")).toMillis() / 1000;
        return mtime == second && ctime == second;
    }

    @Test
    void ignoredFilesAndNestedRepositoriesAreLeftOut() throws Exception {
        Path repo = repos.committed("ignore", ".gitignore", "build/\n*.log\n");
        Repos.write(repo, "build/out.class", "x");
        Repos.write(repo, "debug.log", "x");
        repos.init("ignore/nested");
        Repos.write(repo, "nested/inside.txt", "x");
        Repos.write(repo, "seen.txt", "x\n");

        assertEquals(List.of("seen.txt"), read(repo).files().stream().map(FileChange::path).toList());
    }

    @Test
    void oneFilesDiffIsCutAtItsCapAtALinesEnd() throws Exception {
        Path repo = repos.committed("percap", "big.txt", "", "small.txt", "s\n");
        Repos.write(repo, "big.txt", "x".repeat(50) + "\n" + ("y".repeat(99) + "\n").repeat(200));
        Repos.write(repo, "small.txt", "t\n");

        UncommittedChanges changes = read(repo, new ChangesetLimits(100, 1_000, 100_000, 1 << 20));
        FileChange big = changes.files().getFirst();
        assertEquals("big.txt", big.path());
        assertTrue(big.diffTruncated());
        assertTrue(big.diff().length() <= 1_000, () -> "kept " + big.diff().length());
        assertTrue(big.diff().endsWith("\n"), "cut at a line's end");
        assertTrue(big.diff().contains("+" + "x".repeat(50) + "\n"));
        assertEquals(201, big.added(), "the counts are git's, whole");
        FileChange small = changes.files().get(1);
        assertFalse(small.diffTruncated());
        assertTrue(small.diff().contains("-s\n+t\n"), small.diff());
    }

    @Test
    void theWholeChangesetsDiffIsCappedAndGitIsStopped() throws Exception {
        Path repo = repos.committed("totalcap");
        for (int i = 0; i < 30; i++) {
            Repos.write(repo, String.format("f%02d.txt", i), ("line of file " + i + "\n").repeat(20));
        }

        UncommittedChanges changes = read(repo, new ChangesetLimits(100, 10_000, 2_000, 1 << 20));
        assertEquals(30, changes.files().size(), "every file is still listed");
        int kept = changes.files().stream().filter(f -> f.diff() != null).mapToInt(f -> f.diff().length()).sum();
        assertTrue(kept <= 2_000, "kept " + kept);
        assertNotNull(changes.files().getFirst().diff());
        assertEquals(DiffOmission.CHANGESET_FULL, changes.files().getLast().omission());
        assertEquals(20, changes.files().getLast().added(), "counts come from the file list, not the patch");
        long cut = changes.files().stream().filter(FileChange::diffTruncated).count();
        assertEquals(1, cut, "the file the budget ran out in is cut");
    }

    @Test
    void theFileListIsCappedAndSaysSo() throws Exception {
        Path repo = repos.committed("filecap", "t1.txt", "a\n", "t2.txt", "a\n", "t3.txt", "a\n");
        for (int i = 1; i <= 3; i++) {
            Repos.write(repo, "t" + i + ".txt", "b\n");
            Repos.write(repo, "u" + i + ".txt", "u\n");
        }

        UncommittedChanges capped = read(repo, new ChangesetLimits(2, 10_000, 100_000, 1 << 20));
        assertEquals(2, capped.files().size());
        assertTrue(capped.filesCapped());
        UncommittedChanges all = read(repo, new ChangesetLimits(6, 10_000, 100_000, 1 << 20));
        assertEquals(6, all.files().size());
        assertFalse(all.filesCapped());
    }

    @Test
    void aFileOverTheBigFileThresholdIsNotDiffed() throws Exception {
        Path repo = repos.committed("bigfile", "huge.txt", "small\n");
        Repos.write(repo, "huge.txt", ("generated line\n").repeat(2_000));

        FileChange huge = only(read(repo, new ChangesetLimits(100, 10_000, 100_000, 4_096)));
        assertEquals(DiffOmission.TOO_LARGE, huge.omission());
        assertFalse(huge.binary(), "a text file git would not diff is not called binary");
        assertNull(huge.diff());
    }

    @Test
    void filesUnderASubfolderAreNamedFromTheTop() throws Exception {
        Path repo = repos.committed("sub", "a/b/c.txt", "c\n", "top.txt", "t\n");
        Repos.write(repo, "top.txt", "T\n");
        Repos.write(repo, "a/b/c.txt", "C\n");

        UncommittedChanges changes = read(repo.resolve("a/b"));
        assertEquals(repo, changes.workTree().top());
        assertEquals(List.of("a/b/c.txt", "top.txt"),
                changes.files().stream().map(FileChange::path).collect(Collectors.toList()));
    }
}
