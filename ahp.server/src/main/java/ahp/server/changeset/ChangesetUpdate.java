package ahp.server.changeset;

import java.nio.file.Path;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a refresh found for a directory inside a git work tree.
 *
 * @param directory the directory refreshed (absolute, normalized)
 * @param workTree the work tree it is in; its catalogue entry is
 *     {@link UncommittedChangeset#catalogueEntry}
 * @param state the {@code ChangesetState} ({@link ChangesetStateJson}): {@code ready} with the files,
 *     or {@code error} when git failed in that work tree. Read it, do not change it
 * @param changed whether {@code state} (or the work tree) differs from what the previous refresh of
 *     this directory gave; the first refresh, and the first after one that found no work tree, is
 *     always changed
 */
public record ChangesetUpdate(Path directory, WorkTree workTree, ObjectNode state, boolean changed) {

    /** An update. */
    public ChangesetUpdate {
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(workTree, "workTree");
        Objects.requireNonNull(state, "state");
    }
}
