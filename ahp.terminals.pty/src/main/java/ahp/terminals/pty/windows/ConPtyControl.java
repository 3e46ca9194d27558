package ahp.terminals.pty.windows;

import ahp.terminals.api.platform.StreamedProcess;
import ahp.terminals.api.platform.WindowsKill;
import com.pty4j.PtyProcess;
import com.pty4j.WinSize;
import java.lang.System.Logger.Level;

/**
 * What a ConPTY terminal does where a pseudoterminal differs from pipes: an interrupt writes ^C (the
 * console makes it Ctrl+C for what runs), a resize resizes the console, and a kill ends the process
 * and everything it started, with no signal ({@link WindowsKill}); pty4j closes the console once the
 * process is gone, which ends the output.
 */
final class ConPtyControl implements StreamedProcess.Control {

    private static final System.Logger LOG = System.getLogger(ConPtyControl.class.getName());

    private final PtyProcess process;

    ConPtyControl(PtyProcess process) {
        this.process = process;
    }

    @Override
    public void end(ProcessHandle handle) {
        WindowsKill.end(handle);
    }

    /** Writes ^C, as the store does under a pseudoterminal. */
    @Override
    public void interrupt(StreamedProcess terminal) {
        terminal.write("\u0003");
    }

    /**
     * Resizes the console.
     *
     * @throws IllegalArgumentException outside 1 to 32767 either way (a console's size is two 16-bit
     *     signed numbers)
     */
    @Override
    public void resize(int cols, int rows) {
        if (cols < 1 || rows < 1 || cols > Short.MAX_VALUE || rows > Short.MAX_VALUE) {
            throw new IllegalArgumentException("a console's size is 1 to 32767 each way, not " + cols + "x" + rows);
        }
        try {
            process.setWinSize(new WinSize(cols, rows));
        } catch (RuntimeException closed) {
            LOG.log(Level.DEBUG, "resize of pid " + process.pid() + " failed: " + closed.getMessage());
        }
    }
}
