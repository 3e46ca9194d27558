package ahp.terminals.pipes.windows;

import ahp.terminals.api.platform.StreamedProcess;
import ahp.terminals.api.platform.WindowsKill;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.NoProcess;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.nio.file.Files;

/**
 * Pipes on Windows: the process is started by the JDK, with its standard error merged into its
 * output. There is no signal there: a kill ends the process and everything it started
 * ({@link WindowsKill}), and an interrupt does nothing, since a process on pipes has no console for
 * Ctrl+C to reach (the store types ^C into a pseudoterminal, never into a pipe). Its exit code is the
 * process's own: on Windows no signal can end a process, so there is none to tell apart from an exit.
 *
 * <p>The JDK makes Windows's command line from the arguments, quoting each that holds a space; a
 * command line handed to {@code cmd.exe} as written is the ConPTY binding's (docs/windows.md).
 */
public final class WindowsPipesBinding implements ProcessBinding {

    /** What a start that found no program (or no directory) exits with, as a shell reports it. */
    static final int NOT_FOUND = 127;
    /** What a start that found the program but could not run it exits with. */
    static final int CANNOT_RUN = 126;

    private static final StreamedProcess.Control CONTROL = WindowsKill::end;

    /** The binding; it holds nothing. */
    public WindowsPipesBinding() {}

    /** Pipes: never a pseudoterminal. */
    @Override
    public boolean isPty() {
        return false;
    }

    /**
     * {@inheritDoc}
     *
     * <p>A directory that is not there, and a program that cannot be started, are said as output and
     * an exit (127 when the system found no such file, else 126).
     */
    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) {
        String program = launch.argv().getFirst();
        if (!Files.isDirectory(launch.directory())) {
            return NoProcess.reportFailure(program + ": cd: " + launch.directory() + ": no such directory\r\n",
                    ExitStatus.exited(NOT_FOUND), output);
        }
        ProcessBuilder builder = new ProcessBuilder(launch.argv()).directory(launch.directory().toFile())
                .redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().putAll(launch.environment());
        Process process;
        try {
            process = builder.start();
        } catch (IOException cannot) {
            return NoProcess.reportFailure(program + ": " + cannot.getMessage() + "\r\n",
                    ExitStatus.exited(exitCode(cannot)), output);
        }
        return StreamedProcess.start(process, process.toHandle(), output, CONTROL);
    }

    /**
     * 127 for a start the system refused because the file is not there (error 2: Windows's
     * ERROR_FILE_NOT_FOUND and POSIX's ENOENT; error 3, ERROR_PATH_NOT_FOUND), else 126. The JDK says
     * {@code CreateProcess error=2} on Windows and {@code Exec failed, error: 2} on Linux.
     */
    static int exitCode(IOException cannot) {
        return String.valueOf(cannot.getMessage()).matches("(?s).*\\berror(=|: )[23]\\b.*") ? NOT_FOUND : CANNOT_RUN;
    }
}
