package ahp.terminals.pty.windows;

import ahp.terminals.api.platform.WindowsArguments;
import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.platform.StreamedProcess;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.NoProcess;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import com.pty4j.Command;
import com.pty4j.PtyProcess;
import com.pty4j.PtyProcessBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Starts processes under ConPTY, through pty4j: the program is found on the launch's own
 * {@code PATH}, and the command line is this binding's own ({@link #commandLine}), handed to
 * pty4j as written, so pty4j's own joining of arguments is never used. pty4j falls back to winpty by itself when ConPTY cannot start a process (a Windows older
 * than 10 1809). Run on another system, pty4j starts its own pseudoterminal there instead.
 */
final class ConPtyBinding implements ProcessBinding {

    /** What a start in a directory that is not there exits with, as on Linux (node-pty's child does the same). */
    static final int CANNOT_ENTER_DIRECTORY = 1;
    /** What a program that is not there exits with, as a shell reports it. */
    static final int CANNOT_RUN = 127;
    /** What a program that is there but could not be started exits with. */
    static final int CANNOT_EXECUTE = 126;

    private final Platform platform;

    /** A binding that finds programs as {@code platform} does, on each launch's own {@code PATH}. */
    ConPtyBinding(Platform platform) {
        this.platform = platform;
    }

    @Override
    public boolean isPty() {
        return true;
    }

    /**
     * {@inheritDoc}
     *
     * <p>A directory that is not there is said as output and exit code 1, a program that is not there
     * as exit code 127, one that could not be started as 126, in the words of the Linux binding.
     */
    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) {
        String program = launch.argv().getFirst();
        Path directory = launch.directory().toAbsolutePath();
        if (!Files.isDirectory(directory)) {
            return NoProcess.reportFailure("cannot start " + program + ": directory " + directory + " does not exist\r\n",
                    ExitStatus.exited(CANNOT_ENTER_DIRECTORY), output);
        }
        Optional<String> file = find(program, directory, launch);
        if (file.isEmpty()) {
            return NoProcess.reportFailure("cannot start " + program + ": no such program, or it is not executable\r\n",
                    ExitStatus.exited(CANNOT_RUN), output);
        }
        PtyProcess process;
        try {
            process = new PtyProcessBuilder(new Command.RawCommandString(commandLine(file.get(), launch)))
                    .setEnvironment(launch.environment())
                    .setDirectory(directory.toString()).setInitialColumns(launch.cols()).setInitialRows(launch.rows())
                    .setUseWinConPty(true).setRedirectErrorStream(true).start();
        } catch (IOException | RuntimeException cannot) {
            return NoProcess.reportFailure("cannot start " + program + ": " + cannot.getMessage() + "\r\n",
                    ExitStatus.exited(CANNOT_EXECUTE), output);
        }
        ProcessHandle handle = ProcessHandle.of(process.pid()).orElse(null);
        return StreamedProcess.start(process, handle, output, new ConPtyControl(process));
    }

    /**
     * The command line of {@code file}: the launch's own argument line after it where the store wrote
     * one ({@code cmd.exe}'s line as written, a shell's {@code -Command}), else each of its arguments
     * as the C runtime reads them back ({@link WindowsArguments}).
     */
    static String commandLine(String file, ProcessLaunch launch) {
        String arguments = launch.argumentLine() != null ? launch.argumentLine()
                : WindowsArguments.join(launch.argv().subList(1, launch.argv().size()));
        return arguments.isEmpty() ? WindowsArguments.program(file) : WindowsArguments.program(file) + " " + arguments;
    }

    /**
     * The file {@code program} names: a path, taken from {@code directory}; or a bare name, found on the
     * launch's own {@code PATH} with {@code PATHEXT} (Windows would search the daemon's).
     */
    Optional<String> find(String program, Path directory, ProcessLaunch launch) {
        try {
            String path = directory.resolve(program).toString();
            if (platform.isFile().test(path)) {
                return Optional.of(path);
            }
        } catch (InvalidPathException notAPath) {
            return Optional.empty();
        }
        if (program.indexOf('\\') >= 0 || program.indexOf('/') >= 0) {
            return Optional.empty();
        }
        return new Platform(platform.os(), launch.environment(), platform.isFile()).findOnPath(program);
    }
}
