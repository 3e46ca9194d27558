package ahp.terminals.pipes.process;

import ahp.terminals.pipes.posix.PosixException;
import ahp.terminals.pipes.posix.Processes;
import java.lang.System.Logger.Level;

/**
 * The process group a pipe child leads, as its id is safe to signal. Until the leader is reaped its
 * unreaped zombie keeps the id from being reused, so a signal reaches the group and nobody else.
 * After that the id is signalled only while {@code /proc} shows the group still has a member (a
 * background job the shell left), which keeps the id from being reused too.
 */
final class ProcessGroup {

    private static final System.Logger LOG = System.getLogger(ProcessGroup.class.getName());

    private final int pgid;
    private boolean reaped;

    /** The group led by {@code leader} (its pid). */
    ProcessGroup(int leader) {
        if (leader <= 0) {
            throw new IllegalArgumentException("no process group " + leader);
        }
        this.pgid = leader;
    }

    /** Sends {@code signal} to every process in the group, if it has any. */
    synchronized void signal(int signal) {
        if (reaped && !ProcessTable.hasMembers(pgid)) {
            return;
        }
        try {
            Processes.signalGroup(pgid, signal);
        } catch (PosixException failure) {
            LOG.log(Level.WARNING, "Could not signal process group " + pgid + ": " + failure.getMessage());
        }
    }

    /** Collects the leader, which has ended. */
    synchronized void reap() {
        if (reaped) {
            return;
        }
        try {
            Processes.reap(pgid);
        } catch (PosixException failure) {
            LOG.log(Level.WARNING, "Could not reap process " + pgid + ": " + failure.getMessage());
        }
        reaped = true;
    }

    /** The leader was collected elsewhere: its id is no longer this group's to rely on. */
    synchronized void forget() {
        reaped = true;
    }
}
