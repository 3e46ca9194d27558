package ahp.server.changeset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A repository whose own configuration names programs for git to run: an fsmonitor hook, an external
 * diff, a textconv driver, a clean filter, a pager and a post-index-change hook, each a script that
 * leaves a marker file. A read runs none of them; plain git, in the same repository, runs them, so
 * the repository is armed.
 */
class HostileRepositoryTest {

    @TempDir
    Path folder;

    @Test
    void aReadRunsNoProgramTheRepositoryNames() throws Exception {
        Repos repos = new Repos(folder);
        Path markers = Files.createDirectories(folder.resolve("markers"));
        Path repo = repos.committed("hostile", "notes.txt", "one\n", "data.dat", "d\n");
        Repos.write(repo, ".gitattributes", "*.txt diff=conv filter=evil\n*.dat diff=ext\n");
        repos.run(repo, "add", ".gitattributes");
        repos.run(repo, "commit", "-q", "-m", "attributes");

        repos.run(repo, "config", "core.fsmonitor", script(markers, "fsmonitor").toString());
        repos.run(repo, "config", "diff.external", script(markers, "external").toString());
        repos.run(repo, "config", "diff.ext.command", script(markers, "driver-command").toString());
        repos.run(repo, "config", "diff.conv.textconv", script(markers, "textconv").toString());
        repos.run(repo, "config", "filter.evil.clean", script(markers, "clean").toString());
        repos.run(repo, "config", "filter.evil.smudge", script(markers, "smudge").toString());
        repos.run(repo, "config", "filter.evil.required", "true");
        repos.run(repo, "config", "core.pager", script(markers, "pager").toString());
        repos.run(repo, "config", "pager.diff", script(markers, "pager").toString());
        Path hook = repo.resolve(".git/hooks/post-index-change");
        Files.copy(script(markers, "post-index-change"), hook, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        clear(markers);

        Repos.write(repo, "notes.txt", "one\ntwo\n");
        Repos.write(repo, "data.dat", "e\n");
        Repos.write(repo, "fresh.txt", "new\n");
        Path touched = repo.resolve("notes.txt");
        Files.setLastModifiedTime(touched, java.nio.file.attribute.FileTime.fromMillis(0));

        WorkTree workTree = WorkTree.find(repos.git(), repo).orElseThrow();
        UncommittedChanges changes = new UncommittedReader(repos.git(), ChangesetLimits.DEFAULT).read(workTree);
        assertEquals(List.of("data.dat", "fresh.txt", "notes.txt"), changes.files().stream().map(FileChange::path).toList());
        assertTrue(changes.files().get(2).diff().contains("+two"), "git's own diff, not the driver's");
        try (ChangesetRefresh refresh = new ChangesetRefresh(repos.git(), ChangesetLimits.DEFAULT)) {
            assertTrue(refresh.refresh(repo).get(60, java.util.concurrent.TimeUnit.SECONDS).isPresent());
        }
        assertEquals(Set.of(), markers(markers), "no program the repository names ran");

        // Armed: the same repository through plain git runs them.
        repos.run(repo, "status");
        repos.run(repo, "diff", "HEAD");
        repos.run(repo, "diff", "--no-ext-diff", "HEAD");
        Set<String> ran = markers(markers);
        assertTrue(ran.containsAll(Set.of("fsmonitor", "post-index-change", "external", "clean", "textconv")), ran::toString);
    }

    private static Path script(Path markers, String name) throws Exception {
        Path script = markers.resolve(name + ".sh");
        if (!Files.exists(script)) {
            Files.writeString(script, "#!/bin/sh\ntouch '" + markers.resolve(name) + "'\n"
                    + "if [ $# -eq 0 ]; then cat; elif [ $# -eq 1 ]; then cat \"$1\"; fi\nexit 0\n");
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        }
        return script;
    }

    private static void clear(Path markers) throws Exception {
        for (String name : markers(markers)) {
            Files.delete(markers.resolve(name));
        }
    }

    private static Set<String> markers(Path markers) throws Exception {
        try (Stream<Path> files = Files.list(markers)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> !n.endsWith(".sh"))
                    .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
        }
    }
}
