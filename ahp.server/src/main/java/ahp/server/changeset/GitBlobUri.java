package ahp.server.changeset;

/**
 * The content URI of a file's {@code HEAD} side ({@code ContentRef.uri} of {@code FileEdit.before}):
 *
 * <pre>ahp-git-blob:&lt;absolute path of the file&gt;?worktree=&lt;top&gt;&amp;object=&lt;object&gt;</pre>
 *
 * <p>The path is the file's as in its {@code file:} URI, so a client can label it; {@code worktree}
 * is the work tree's top folder and {@code object} a git object name, the blob's id (or
 * {@code <commit>:<path>} where git gave none), both percent-encoded. A host reads it with
 * {@code git cat-file blob <object>} in that work tree, through {@link Git}, for a client allowed to
 * see that work tree (a session's directory).
 */
public final class GitBlobUri {

    /** The scheme. */
    public static final String SCHEME = "ahp-git-blob";

    private GitBlobUri() {}

    /** The URI of {@code object}, the content of {@code path} (relative to the top) in {@code workTree}. */
    public static String of(WorkTree workTree, String path, String object) {
        return SCHEME + ":" + Uris.path(workTree.top().resolve(path).toString())
                + "?worktree=" + Uris.component(workTree.top().toString())
                + "&object=" + Uris.component(object);
    }
}
