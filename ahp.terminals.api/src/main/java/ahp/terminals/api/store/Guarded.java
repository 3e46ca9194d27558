package ahp.terminals.api.store;

import java.lang.System.Logger.Level;

/**
 * A call whose failure is logged and goes no further: a screen or a mark tracker that fails must
 * not stop a terminal's output, nor the action that called it.
 */
final class Guarded {

    private Guarded() {}

    /** Runs {@code call}; a {@link RuntimeException} from it is logged to {@code log} as a warning. */
    static void run(System.Logger log, String what, Runnable call) {
        try {
            call.run();
        } catch (RuntimeException failure) {
            log.log(Level.WARNING, "Could not " + what + ": " + failure, failure);
        }
    }
}
