package ahp.terminals.pipes.process;

import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pipes.posix.Processes;

/** A process running on pipes, leader of its own process group. */
final class PipeProcess implements TerminalProcess {

    private final int pid;
    private final ProcessGroup group;
    private final InputPump input;

    /** Child {@code pid}, leader of {@code group}, written to through {@code input}. */
    PipeProcess(int pid, ProcessGroup group, InputPump input) {
        this.pid = pid;
        this.group = group;
        this.input = input;
    }

    @Override
    public long pid() {
        return pid;
    }

    @Override
    public void write(String data) {
        input.offer(data);
    }

    /** Pipes have no size: nothing is signalled. */
    @Override
    public void resize(int cols, int rows) {}

    @Override
    public void interrupt() {
        group.signal(Processes.SIGINT);
    }

    /** Hangs the group up, then kills what is left of it ({@link HangUp}). */
    @Override
    public void kill() {
        HangUp.end(group);
    }
}
