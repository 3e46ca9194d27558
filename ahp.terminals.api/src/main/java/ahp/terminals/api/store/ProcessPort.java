package ahp.terminals.api.store;

import ahp.terminals.api.spi.TerminalProcess;
import java.util.ArrayList;
import java.util.List;

/**
 * The terminal's side of its process, usable before the binding has handed the process over: the
 * binding may deliver output (and a screen may answer it) before {@code start} returns. Writes made
 * before then are held and written once the process is attached; a kill asked before then kills
 * it as it is attached. Calls into the process are made outside this object's lock.
 */
final class ProcessPort {

    private TerminalProcess process;
    private final List<String> early = new ArrayList<>();
    private boolean killRequested;

    /** Hands over the started process (or a stand-in where none started). */
    void attach(TerminalProcess started) {
        List<String> held;
        boolean kill;
        synchronized (this) {
            process = started;
            held = List.copyOf(early);
            early.clear();
            kill = killRequested;
        }
        held.forEach(started::write);
        if (kill) {
            started.kill();
        }
    }

    /** Writes to the process's input (held until it is attached). */
    void write(String data) {
        TerminalProcess target;
        synchronized (this) {
            if (process == null) {
                early.add(data);
                return;
            }
            target = process;
        }
        target.write(data);
    }

    /** Tells the process its size. */
    void resize(int cols, int rows) {
        TerminalProcess target = current();
        if (target != null) {
            target.resize(cols, rows);
        }
    }

    /** SIGINT to the process group (pipes). */
    void interrupt() {
        TerminalProcess target = current();
        if (target != null) {
            target.interrupt();
        }
    }

    /** Ends the process group, now or as soon as it is attached. */
    void kill() {
        TerminalProcess target;
        synchronized (this) {
            killRequested = true;
            target = process;
        }
        if (target != null) {
            target.kill();
        }
    }

    /** The process id, or -1. */
    long pid() {
        TerminalProcess target = current();
        return target == null ? -1 : target.pid();
    }

    private synchronized TerminalProcess current() {
        return process;
    }
}
