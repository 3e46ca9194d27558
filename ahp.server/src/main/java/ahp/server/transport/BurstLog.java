package ahp.server.transport;

import java.lang.System.Logger.Level;

/**
 * A condition said once when it starts and once when it ends, with how many times it happened in
 * between, rather than once per socket: an attack or a full daemon must not flood the log. Used
 * from one thread at a time per instance, or under the caller's lock.
 */
final class BurstLog {

    private final System.Logger log;
    private long count;

    BurstLog(System.Logger log) {
        this.log = log;
    }

    /** One more time: the first of a burst is logged as a warning ({@code {0}} is {@code argument}). */
    synchronized void start(String message, Object argument) {
        if (count++ == 0) {
            log.log(Level.WARNING, message, argument);
        }
    }

    /** The burst is over, if there was one: logged with its count ({@code {0}}). */
    synchronized void end(String message) {
        if (count > 0) {
            log.log(Level.INFO, message, count);
            count = 0;
        }
    }
}
