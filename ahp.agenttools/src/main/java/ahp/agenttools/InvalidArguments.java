package ahp.agenttools;

/** A call's arguments do not fit its tool's schema; the call is answered with the reason. */
final class InvalidArguments extends RuntimeException {

    private static final long serialVersionUID = 1L;

    InvalidArguments(String why) {
        super(why, null, false, false);
    }
}
