package ahp.terminals.pipes.process;

import ahp.terminals.pipes.posix.Processes;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * How a process group on pipes is ended: hung up (SIGHUP), as a terminal's close hangs up the shell
 * under it, so a shell and what it runs may finish what they are doing (an EXIT trap that removes a
 * lock file, say); whatever is still in the group {@link #KILL_GRACE} later is killed (SIGKILL).
 */
final class HangUp {

    /** How long a hung-up group has before what is left of it is killed: the pseudoterminal's grace too. */
    static final Duration KILL_GRACE = Duration.ofSeconds(2);

    private static final ScheduledExecutorService KILLS = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("ahp-hang-up-kills").factory());

    private HangUp() {}

    /** Hangs {@code group} up now, and kills what is left of it after {@link #KILL_GRACE}. */
    static void end(ProcessGroup group) {
        group.signal(Processes.SIGHUP);
        KILLS.schedule(() -> group.signal(Processes.SIGKILL), KILL_GRACE.toMillis(), TimeUnit.MILLISECONDS);
    }
}
