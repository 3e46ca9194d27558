package ahp.screen;

import java.time.Duration;

/**
 * How much a screen holds back and for how long.
 *
 * @param backlogLimit characters of output the screen may hold unapplied before it drops the oldest
 * @param backlogKeep characters of the newest output it rebuilds from when it drops (or falls
 *     behind a stream that does not pause)
 * @param quiet how long output must pause before the screen applies what it holds
 * @param maxLag how long output may wait at most before it is applied, pause or not
 * @param historyRows rows jline may hold above the screen before they are cleared
 */
record ScreenTuning(long backlogLimit, long backlogKeep, Duration quiet, Duration maxLag, int historyRows) {

    /**
     * 128 K characters held at most, rebuilt from the last 64 K; applied after a 20 ms pause or
     * 1 s at most; 256 rows of history. Nothing on the output's path reads the jline screen (a
     * cursor query or {@link JlineScreen#render} brings it up to date first), so while output
     * streams it is brought up to date once a second, from the newest 64 K characters (hundreds of
     * lines, several redraws of a full screen), rather than five times a second from 256 K
     * (measured: a third of the daemon's CPU samples were jline's during bulk output then). The
     * backlog is dropped down to 64 K whenever it passes 128 K, so a streaming terminal's output is
     * held here for a few milliseconds only: held up to 1 M characters, it was alive at every young
     * collection and promoted to the old generation (bench/NOTES.md, <i>Memory under load</i>).
     */
    static final ScreenTuning DEFAULT =
            new ScreenTuning(1 << 17, 1 << 16, Duration.ofMillis(20), Duration.ofSeconds(1), 256);
}
