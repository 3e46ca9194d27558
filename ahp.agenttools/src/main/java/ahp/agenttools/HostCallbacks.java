package ahp.agenttools;

import java.lang.System.Logger.Level;

/**
 * Calls into the host whose failure must not change a tool's answer (showing a terminal on a call,
 * a background row, ending a shell nobody uses): a throw is logged, and the tools go on.
 */
final class HostCallbacks {

    private static final System.Logger LOG = System.getLogger(HostCallbacks.class.getName());

    private HostCallbacks() {}

    /** Runs {@code callback}, logging what it throws as a failure to {@code what}. */
    static void quietly(String what, Runnable callback) {
        try {
            callback.run();
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "The host failed to " + what, failure);
        }
    }

    /** A throwable's message, or its class where it has none. */
    static String reason(Throwable failure) {
        return failure.getMessage() != null && !failure.getMessage().isBlank() ? failure.getMessage()
                : failure.getClass().getSimpleName();
    }
}
