package ahp.server.changeset;

import java.util.Objects;

/**
 * One file changed since {@code HEAD}. Paths are relative to the work tree's top, separated by
 * {@code /}, exactly as git names them (decoded as UTF-8).
 *
 * @param kind what happened
 * @param oldPath the path in {@code HEAD}; null when {@link ChangeKind#ADDED}
 * @param newPath the path in the work tree; null when {@link ChangeKind#DELETED}
 * @param oldObject the {@code HEAD} blob's object id; null when added
 * @param added lines added, or null when git counts none (binary, too large)
 * @param removed lines removed, or null likewise
 * @param binary whether git sees the file as binary
 * @param diff the file's patch against {@code HEAD}, from its {@code diff --git} line; null when omitted
 * @param diffTruncated whether {@code diff} was cut at a cap (it ends at a line's end)
 * @param omission why {@code diff} is null; null when it is not
 */
public record FileChange(
        ChangeKind kind, String oldPath, String newPath, String oldObject, Integer added, Integer removed,
        boolean binary, String diff, boolean diffTruncated, DiffOmission omission) {

    /** A change; the paths present are those {@code kind} has. */
    public FileChange {
        Objects.requireNonNull(kind, "kind");
        if ((kind == ChangeKind.ADDED) != (oldPath == null) || (kind == ChangeKind.DELETED) != (newPath == null)) {
            throw new IllegalArgumentException(kind + " with paths " + oldPath + " -> " + newPath);
        }
    }

    /** The path it is known by now: the work-tree path, or the old one for a deletion. */
    public String path() {
        return newPath != null ? newPath : oldPath;
    }
}
