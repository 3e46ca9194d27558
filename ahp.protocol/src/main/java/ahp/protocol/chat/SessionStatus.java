package ahp.protocol.chat;

/**
 * The bits of a chat's (and session's) summary {@code status}. The low five bits are the activity,
 * exactly one of {@link #IDLE}, {@link #ERROR}, {@link #IN_PROGRESS} or {@link #INPUT_NEEDED} (which
 * includes the in-progress bit); {@link #IS_READ} and {@link #IS_ARCHIVED} are independent flags.
 */
public final class SessionStatus {

    /** Nothing running. */
    public static final int IDLE = 1;
    /** The last turn failed. */
    public static final int ERROR = 2;
    /** A turn is running. */
    public static final int IN_PROGRESS = 8;
    /** A running turn waits for a person (a confirmation, an input request). */
    public static final int INPUT_NEEDED = 24;
    /** Seen since it last changed. */
    public static final int IS_READ = 32;
    /** Archived. */
    public static final int IS_ARCHIVED = 64;
    /** The activity bits. */
    public static final int ACTIVITY_MASK = (1 << 5) - 1;

    private SessionStatus() {}
}
