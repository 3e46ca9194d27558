package ahp.protocol.session;

/**
 * The values of a session's {@code lifecycle}. The host's model is the 0.9.0 one, in which a failed
 * creation is {@value #FAILED}; clients before 0.9.0 read {@value #CREATION_FAILED} instead (the
 * version views translate).
 */
public final class SessionLifecycle {

    /** Being created. */
    public static final String CREATING = "creating";
    /** Ready for turns. */
    public static final String READY = "ready";
    /** Creation failed (0.9.0 and later). */
    public static final String FAILED = "failed";
    /** Creation failed, as versions before 0.9.0 write it. */
    public static final String CREATION_FAILED = "creationFailed";

    private SessionLifecycle() {}
}
