package ahp.server.changeset;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One {@code ahp-git-blob:} URI ({@link GitBlobUri}) read back: the file it labels, its work tree and
 * its object, and the object's size and bytes through a hardened {@link Git}. Whether the reader may
 * see the work tree is the caller's to check, before {@link #size} or {@link #read}.
 *
 * @param file the file's absolute path (a label)
 * @param workTree the work tree's top folder, as the URI names it (not yet resolved)
 * @param object the blob's id, or {@code <commit>:<path>}
 */
public record GitBlob(Path file, Path workTree, String object) {

    /** An object name as this package writes them: a hex id, or a hex commit id, a colon and a path. */
    private static final Pattern OBJECT = Pattern.compile("[0-9a-f]{40,64}(:[^\\x00]+)?");

    /**
     * The blob {@code uri} names.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    public static GitBlob parse(String uri) {
        if (!uri.startsWith(GitBlobUri.SCHEME + ":")) {
            throw new IllegalArgumentException("not an " + GitBlobUri.SCHEME + ": URI");
        }
        String rest = uri.substring(GitBlobUri.SCHEME.length() + 1);
        int question = rest.indexOf('?');
        if (question < 0) {
            throw new IllegalArgumentException("it has no ?worktree=...&object=...");
        }
        String path = decode(rest.substring(0, question));
        String workTree = null;
        String object = null;
        for (String pair : rest.substring(question + 1).split("&")) {
            int equals = pair.indexOf('=');
            String key = equals < 0 ? pair : pair.substring(0, equals);
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
            switch (key) {
                case "worktree" -> workTree = value;
                case "object" -> object = value;
                default -> { }
            }
        }
        if (workTree == null || !workTree.startsWith("/") || path.isEmpty() || !path.startsWith("/")) {
            throw new IllegalArgumentException("its path and worktree must be absolute");
        }
        if (object == null || !OBJECT.matcher(object).matches()) {
            throw new IllegalArgumentException("its object must be a git object id (or <commit>:<path>)");
        }
        return new GitBlob(Path.of(path).normalize(), Path.of(workTree).normalize(), object);
    }

    /** The blob's size in bytes, {@code git cat-file -s}, run in {@code realWorkTree}. */
    public long size(Git git, Path realWorkTree) throws GitException, GitNotFoundException {
        byte[] out = run(git, realWorkTree, List.of("cat-file", "-s", object), 64);
        try {
            return Long.parseLong(new String(out, StandardCharsets.US_ASCII).strip());
        } catch (NumberFormatException odd) {
            throw new GitException("git cat-file -s gave no size");
        }
    }

    /** The blob's bytes, {@code git cat-file blob}, run in {@code realWorkTree}; at most {@code cap} of them. */
    public byte[] read(Git git, Path realWorkTree, int cap) throws GitException, GitNotFoundException {
        return run(git, realWorkTree, List.of("cat-file", "blob", object), cap);
    }

    private static byte[] run(Git git, Path directory, List<String> arguments, int cap)
            throws GitException, GitNotFoundException {
        try (GitProcess process = git.start(directory, Map.of(), Map.of(), arguments)) {
            process.stdin().close();
            byte[] bytes = process.readAll(cap);
            process.succeed();
            return bytes;
        } catch (java.io.IOException unclosable) {
            throw new GitException("git " + arguments.getFirst() + ": " + unclosable.getMessage());
        }
    }

    private static String decode(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%' && i + 2 < text.length()) {
                out.write(Integer.parseInt(text, i + 1, i + 3, 16));
                i += 2;
            } else {
                out.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
