package ahp.server.changeset;

import java.util.List;
import java.util.Objects;

/**
 * A work tree's uncommitted changes: everything that differs between {@code HEAD} (the empty tree
 * before the first commit) and the working tree, staged or not, untracked files as additions.
 *
 * @param workTree where they were read
 * @param head the {@code HEAD} commit they are against, or null before the first commit
 * @param files the changed files, in git's order (by path), at most {@link ChangesetLimits#maxFiles()}
 * @param filesCapped whether more files changed than {@code files} holds
 */
public record UncommittedChanges(WorkTree workTree, String head, List<FileChange> files, boolean filesCapped) {

    /** Changes as read. */
    public UncommittedChanges {
        Objects.requireNonNull(workTree, "workTree");
        files = List.copyOf(files);
    }
}
