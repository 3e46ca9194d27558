package ahp.terminals.pty;

import java.time.Duration;

/**
 * How long the binding waits for a terminal's output to end once its shell is gone, and between
 * the signals it sends to end what is left.
 *
 * @param orphanGrace after the shell exited on its own, how long processes it left behind may
 *     keep the terminal open (and keep printing) before the session is hung up
 * @param hangupGrace after SIGHUP, how long before SIGKILL
 * @param killGrace after SIGKILL, how long before the binding stops reading a terminal that a
 *     process outside the session still holds open
 */
record PtyTimings(Duration orphanGrace, Duration hangupGrace, Duration killGrace) {

    /** Two seconds for orphans, two more after SIGHUP, one after SIGKILL. */
    static final PtyTimings DEFAULT = new PtyTimings(Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofSeconds(1));
}
