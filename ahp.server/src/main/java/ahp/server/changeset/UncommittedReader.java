package ahp.server.changeset;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads a work tree's uncommitted changes with git, never writing to the repository:
 *
 * <ol>
 *   <li>{@code git config --list --name-only}: the filter drivers to switch off
 *       ({@link GitHardening#filtersOff});
 *   <li>{@code git rev-parse --verify HEAD^{commit}}: what the changes are against, or the empty tree
 *       ({@code git hash-object -t tree}) before the first commit;
 *   <li>{@code git ls-files --others --exclude-standard}: untracked files;
 *   <li>the index is copied into a temporary folder and every later call reads the copy
 *       ({@code GIT_INDEX_FILE}): {@code git diff} rewrites the index it refreshes, lock or no lock
 *       option, and the repository's own is never written. The untracked files are added to the copy
 *       with {@code git add --intent-to-add} (no content is stored), so the diff lists them as new
 *       files and pairs a moved file with its old name;
 *   <li>{@code git diff --raw --numstat -z <base>}: the files and their line counts;
 *   <li>{@code git diff -p <base>}: the patches, split per file ({@link PatchSections}).
 * </ol>
 *
 * Everything git writes is read as a stream under the {@link ChangesetLimits}.
 */
public final class UncommittedReader {

    private static final int MAX_NAME = 1024 * 1024;

    private final Git git;
    private final ChangesetLimits limits;

    /** A reader that runs {@code git} and keeps to {@code limits}. */
    public UncommittedReader(Git git, ChangesetLimits limits) {
        this.git = git;
        this.limits = limits;
    }

    /**
     * The changes in {@code workTree} now.
     *
     * @throws GitException when a git call fails or runs past its deadline
     * @throws GitNotFoundException when git cannot be run
     * @throws IOException when the temporary index cannot be made
     */
    public UncommittedChanges read(WorkTree workTree) throws GitException, GitNotFoundException, IOException {
        Path top = workTree.top();
        Map<String, String> config = new LinkedHashMap<>(GitHardening.filtersOff(configNames(top)));
        config.put("core.bigFileThreshold", Long.toString(limits.bigFileBytes()));
        String head = head(top, config);
        String base = head != null ? head : emptyTree(top, config);
        List<byte[]> untracked = new ArrayList<>();
        boolean untrackedCapped = untracked(top, config, untracked);
        Path scratch = Files.createTempDirectory("ahp-changeset-");
        try {
            // Every diff below reads a copy of the index: git diff rewrites the index it refreshes
            // (GIT_OPTIONAL_LOCKS or not), and the repository's own must never be written.
            Path index = scratch.resolve("index");
            Path own = top.resolve(line(run(top, config, Map.of(), List.of("rev-parse", "--git-path", "index"))));
            if (Files.isRegularFile(own)) {
                // With its time: git trusts an entry's stat data only when the file is older than
                // the index, and a file changed in the second the index was written would look
                // unchanged against a fresh copy's time.
                Files.copy(own, index, StandardCopyOption.COPY_ATTRIBUTES);
            }
            Map<String, String> env = Map.of("GIT_INDEX_FILE", index.toString());
            if (!untracked.isEmpty()) {
                intendToAdd(top, config, env, untracked);
            }
            RawDiff raw = rawDiff(top, config, env, base);
            PatchSections patches = raw.entries().isEmpty()
                    ? new PatchSections(Map.of(), false)
                    : patches(top, config, env, base);
            List<FileChange> files = new ArrayList<>(raw.entries().size());
            for (RawDiff.Entry entry : raw.entries()) {
                files.add(change(top, entry, patches));
            }
            return new UncommittedChanges(workTree, head, files, raw.capped() || untrackedCapped);
        } finally {
            deleteQuietly(scratch);
        }
    }

    private FileChange change(Path top, RawDiff.Entry entry, PatchSections patches) {
        String oldSide = entry.oldPath() != null ? entry.oldPath() : entry.newPath();
        String newSide = entry.newPath() != null ? entry.newPath() : entry.oldPath();
        PatchSections.Section section = patches.sections().get(GitQuote.header(oldSide, newSide));
        String diff = null;
        boolean truncated = false;
        DiffOmission omission = null;
        if (entry.binary()) {
            omission = tooLarge(top, entry.newPath()) ? DiffOmission.TOO_LARGE : DiffOmission.BINARY;
        } else if (section != null && section.text().length > 0) {
            diff = new String(section.text(), StandardCharsets.UTF_8);
            truncated = section.truncated();
        } else {
            omission = patches.stoppedEarly() || section != null ? DiffOmission.CHANGESET_FULL : DiffOmission.UNAVAILABLE;
        }
        boolean binary = entry.binary() && omission == DiffOmission.BINARY;
        return new FileChange(entry.kind(), entry.oldPath(), entry.newPath(), entry.oldObject(),
                entry.added(), entry.removed(), binary, diff, truncated, omission);
    }

    private boolean tooLarge(Path top, String path) {
        if (path == null) {
            return false;
        }
        try {
            Path file = top.resolve(path);
            return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.size(file) > limits.bigFileBytes();
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The names of the filter drivers' settings, each once. */
    private Set<String> configNames(Path top) throws GitException, GitNotFoundException {
        Set<String> names = new LinkedHashSet<>();
        try (GitProcess process = git.start(top, Map.of(), Map.of(), List.of("config", "--null", "--name-only", "--list"))) {
            NulTokens tokens = new NulTokens(process.stdout(), MAX_NAME);
            for (byte[] token; (token = tokens.next()) != null; ) {
                String name = new String(token, StandardCharsets.UTF_8);
                if (name.regionMatches(true, 0, "filter.", 0, "filter.".length())) {
                    names.add(name);
                }
            }
            process.succeed();
        } catch (IOException e) {
            throw new GitException("git config --list could not be read: " + e.getMessage());
        }
        return names;
    }

    private String head(Path top, Map<String, String> config) throws GitException, GitNotFoundException {
        try (GitProcess process = git.start(top, config, Map.of(), List.of("rev-parse", "-q", "--verify", "HEAD^{commit}"))) {
            byte[] out = process.readAll(1024);
            int code = process.await();
            if (process.timedOut()) {
                process.succeed();
            }
            return code == 0 ? line(out) : null;
        }
    }

    private String emptyTree(Path top, Map<String, String> config) throws GitException, GitNotFoundException {
        return line(run(top, config, Map.of(), List.of("hash-object", "-t", "tree", "--stdin")));
    }

    /** Fills {@code into} with the untracked files' names; true when there were more than the cap. */
    private boolean untracked(Path top, Map<String, String> config, List<byte[]> into) throws GitException, GitNotFoundException {
        try (GitProcess process = git.start(top, config, Map.of(), List.of("ls-files", "--others", "--exclude-standard", "-z"))) {
            process.stdin().close();
            NulTokens tokens = new NulTokens(process.stdout(), MAX_NAME);
            for (byte[] token; (token = tokens.next()) != null; ) {
                if (token.length == 0 || token[token.length - 1] == '/') {
                    continue; // a repository of its own inside this one: not entered
                }
                if (into.size() == limits.maxFiles()) {
                    process.abandon();
                    return true;
                }
                into.add(token);
            }
            process.succeed();
            return false;
        } catch (IOException e) {
            throw new GitException("git ls-files could not be read: " + e.getMessage());
        }
    }

    private void intendToAdd(Path top, Map<String, String> config, Map<String, String> env, List<byte[]> paths)
            throws GitException, GitNotFoundException {
        Map<String, String> addEnv = new HashMap<>(env);
        addEnv.put("GIT_LITERAL_PATHSPECS", "1");
        List<String> arguments = List.of("add", "--intent-to-add", "--pathspec-from-file=-", "--pathspec-file-nul");
        for (int attempt = 1; ; attempt++) {
            // A file a terminal removed since ls-files would make git refuse the whole list.
            List<byte[]> present = paths.stream().filter(path -> present(top, path)).toList();
            if (present.isEmpty()) {
                return;
            }
            try (GitProcess process = git.start(top, config, addEnv, arguments)) {
                try (OutputStream in = process.stdin()) {
                    for (byte[] path : present) {
                        in.write(path);
                        in.write(0);
                    }
                } catch (IOException e) {
                    // git stopped reading; its exit says why.
                }
                process.readAll(64 * 1024);
                try {
                    process.succeed();
                    return;
                } catch (GitException e) {
                    if (attempt > 1 || !process.stderr().contains("did not match")) {
                        throw e;
                    }
                }
            }
        }
    }

    private static boolean present(Path top, byte[] path) {
        String name = new String(path, StandardCharsets.UTF_8);
        if (!Arrays.equals(name.getBytes(StandardCharsets.UTF_8), path)) {
            return true; // not UTF-8: cannot be checked from here, and is kept
        }
        try {
            return Files.exists(top.resolve(name), LinkOption.NOFOLLOW_LINKS);
        } catch (RuntimeException e) {
            return true;
        }
    }

    private RawDiff rawDiff(Path top, Map<String, String> config, Map<String, String> env, String base)
            throws GitException, GitNotFoundException {
        List<String> arguments = new ArrayList<>(List.of("diff", "--raw", "--numstat", "-z", "--no-abbrev"));
        arguments.addAll(GitHardening.DIFF_OPTIONS);
        arguments.addAll(List.of(base, "--"));
        try (GitProcess process = git.start(top, config, env, arguments)) {
            process.stdin().close();
            RawDiff raw = RawDiff.read(new NulTokens(process.stdout(), MAX_NAME), limits.maxFiles());
            process.succeed();
            return raw;
        } catch (IOException e) {
            throw new GitException("git diff --raw could not be read: " + e.getMessage());
        }
    }

    private PatchSections patches(Path top, Map<String, String> config, Map<String, String> env, String base)
            throws GitException, GitNotFoundException {
        List<String> arguments = new ArrayList<>(List.of("diff", "--patch"));
        arguments.addAll(GitHardening.DIFF_OPTIONS);
        arguments.addAll(List.of(base, "--"));
        try (GitProcess process = git.start(top, config, env, arguments)) {
            process.stdin().close();
            PatchSections sections = PatchSections.read(process.stdout(), limits.maxFileDiffBytes(), limits.maxTotalDiffBytes());
            if (sections.stoppedEarly()) {
                process.abandon();
                process.await();
            } else {
                process.succeed();
            }
            return sections;
        } catch (IOException e) {
            throw new GitException("git diff --patch could not be read: " + e.getMessage());
        }
    }

    private byte[] run(Path top, Map<String, String> config, Map<String, String> env, List<String> arguments)
            throws GitException, GitNotFoundException {
        try (GitProcess process = git.start(top, config, env, arguments)) {
            try {
                process.stdin().close();
            } catch (IOException e) {
                // git reads nothing here.
            }
            byte[] out = process.readAll(64 * 1024);
            process.succeed();
            return out;
        }
    }

    /** Output that is one line: without its final newline. */
    private static String line(byte[] out) {
        String text = new String(out, StandardCharsets.UTF_8);
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }

    private static void deleteQuietly(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            System.getLogger(UncommittedReader.class.getName())
                    .log(System.Logger.Level.DEBUG, "Changeset: could not remove {0}: {1}", folder, e.getMessage());
        }
    }
}
