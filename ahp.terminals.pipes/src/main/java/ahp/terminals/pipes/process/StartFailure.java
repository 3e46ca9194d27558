package ahp.terminals.pipes.process;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.NoProcess;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pipes.posix.PosixException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * A start that failed the way a shell failing to start would: said in the terminal's own output, in
 * a shell's words, with a shell's exit code (127 for a directory or a program that is not there).
 */
record StartFailure(String message, int exitCode) {

    /** Failures that are the machine's, not the launch's: no memory, no process slots, no descriptors. */
    private static final Set<Integer> RESOURCE_ERRORS =
            Set.of(PosixException.EAGAIN, PosixException.ENOMEM, PosixException.ENFILE, PosixException.EMFILE);

    /** A program that no {@code PATH} entry holds. */
    static StartFailure notFound(String program) {
        return new StartFailure(program + ": command not found", 127);
    }

    /**
     * What {@code failure} of {@code posix_spawn} means for {@code launch}, or null when it is the
     * machine's failure rather than the launch's.
     */
    static StartFailure of(ProcessLaunch launch, PosixException failure) {
        if (RESOURCE_ERRORS.contains(failure.errno())) {
            return null;
        }
        String program = launch.argv().getFirst();
        Path directory = launch.directory();
        if (!Files.isDirectory(directory) || !Files.isExecutable(directory)) {
            return new StartFailure(program + ": cd: " + directory + ": " + failure.reason(), 127);
        }
        return new StartFailure(program + ": " + failure.reason(), failure.errno() == PosixException.ENOENT ? 127 : 126);
    }

    /** Says it through {@code output}: the message as a line of output, then the exit. */
    TerminalProcess deliver(ProcessOutput output) {
        return NoProcess.reportFailure(message + "\n", ExitStatus.exited(exitCode), output);
    }
}
