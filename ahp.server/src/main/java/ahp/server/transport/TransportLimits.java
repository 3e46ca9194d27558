package ahp.server.transport;

/**
 * How much one connection may cost the daemon.
 *
 * @param maxMessageChars the longest message taken; a longer one is answered with an error and
 *     dropped, and the connection carries on
 * @param maxFrameBytes the longest single frame read; a longer one closes the connection with 1009
 *     (Message Too Big), since the rest of it cannot be skipped
 * @param maxQueuedMessages messages waiting to go out before the peer counts as too far behind
 * @param maxQueuedBytes bytes waiting to go out before the peer counts as too far behind
 */
public record TransportLimits(long maxMessageChars, int maxFrameBytes, int maxQueuedMessages, long maxQueuedBytes) {

    /** Messages a connection may have waiting before it counts as too far behind. */
    public static final int DEFAULT_MAX_QUEUED_MESSAGES = 10_000;

    /** Bytes a connection may have waiting before it counts as too far behind (8 MiB). */
    public static final long DEFAULT_MAX_QUEUED_BYTES = 8L * 1024 * 1024;

    /** The daemon's: 4 Mi characters a message, 16 MiB a frame, 10,000 messages or 8 MiB queued. */
    public static TransportLimits defaults() {
        return new TransportLimits(4L * 1024 * 1024, 16 * 1024 * 1024,
                DEFAULT_MAX_QUEUED_MESSAGES, DEFAULT_MAX_QUEUED_BYTES);
    }
}
