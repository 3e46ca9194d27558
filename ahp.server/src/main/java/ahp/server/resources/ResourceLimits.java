package ahp.server.resources;

/**
 * The caps of the resource methods.
 *
 * @param maxReadBytes the largest file one {@code resourceRead} answers (a larger one is refused,
 *     never cut: the protocol has no field to say an answer is partial)
 * @param maxWatches watches one connection may hold at once
 * @param maxWatchedFolders folders one recursive watch registers with the kernel; deeper trees are
 *     watched as far as that
 * @param maxListEntries entries one {@code resourceList} answers; more are left out and the answer
 *     says so
 */
public record ResourceLimits(long maxReadBytes, int maxWatches, int maxWatchedFolders, int maxListEntries) {

    /**
     * 4 MiB per read: its base64 (5.6 MB) stays under the 8 MiB a connection may have queued before it
     * counts as too far behind; 256 watches per connection (VS Code makes about ten); 10,000 folders
     * per watch; 20,000 entries per listing (about 1 MB of JSON).
     */
    public static final ResourceLimits DEFAULT = new ResourceLimits(4L * 1024 * 1024, 256, 10_000, 20_000);
}
