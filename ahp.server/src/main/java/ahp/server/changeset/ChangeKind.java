package ahp.server.changeset;

/** What happened to a file since {@code HEAD}. */
public enum ChangeKind {
    /** Its content (or its type or mode) changed in place. */
    MODIFIED,
    /** New: staged, or untracked and not ignored. */
    ADDED,
    /** Gone from the work tree, or its removal staged. */
    DELETED,
    /** Moved, with or without a change, as git's rename detection pairs a deletion with an addition. */
    RENAMED
}
