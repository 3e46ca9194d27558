package ahp.server.changeset;

/**
 * How much one read may hold, so a huge generated file, or a tree of them, cannot fill the daemon's
 * memory. What the state cannot say in a field is said in {@code docs/changesets.md}.
 *
 * @param maxFiles how many changed files a changeset lists at most, in git's order (by path); the
 *     rest are left out, which the state has no field for
 * @param maxFileDiffBytes how much of one file's diff is kept; a longer one is cut at a line's end and
 *     marked {@code _meta["ahp.diffTruncated"]}
 * @param maxTotalDiffBytes how much diff text the whole changeset keeps; once spent, later files carry
 *     no diff and are marked {@code _meta["ahp.diffOmitted"] = "changesetFull"} (git is stopped)
 * @param bigFileBytes git's {@code core.bigFileThreshold} for these reads: a file larger than this is
 *     not diffed at all ({@code "tooLarge"} when it is the working-tree side)
 */
public record ChangesetLimits(int maxFiles, int maxFileDiffBytes, int maxTotalDiffBytes, long bigFileBytes) {

    /** 2,000 files, 256 KiB of diff per file, 4 MiB of diff in all, nothing over 8 MiB diffed. */
    public static final ChangesetLimits DEFAULT = new ChangesetLimits(2_000, 256 * 1024, 4 * 1024 * 1024, 8L * 1024 * 1024);

    /** Limits, each at least 1. */
    public ChangesetLimits {
        if (maxFiles < 1 || maxFileDiffBytes < 1 || maxTotalDiffBytes < 1 || bigFileBytes < 1) {
            throw new IllegalArgumentException("every limit must be at least 1");
        }
    }
}
