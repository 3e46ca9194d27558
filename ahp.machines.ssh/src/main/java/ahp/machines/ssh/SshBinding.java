package ahp.machines.ssh;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Starts each terminal of a session as {@code ssh -tt} ({@link SshCommand}) on the daemon's own
 * pseudoterminal binding, whose process it is: its output, its exit (the remote's code; 255 for
 * ssh's own failures, whose words are the output), its kill (ssh's process group; the closed
 * connection ends the remote shell) and its resize (SIGWINCH to ssh, which forwards the size).
 */
final class SshBinding implements ProcessBinding {

    private final SshTarget target;
    private final ProcessBinding localPty;
    private final Path stateDirectory;

    SshBinding(SshTarget target, ProcessBinding localPty, Path stateDirectory) {
        this.target = target;
        this.localPty = localPty;
        this.stateDirectory = stateDirectory;
    }

    @Override
    public boolean isPty() {
        return true;
    }

    /**
     * Starts ssh for {@code launch}; it returns at once, before the connection is made. ssh starts in
     * the daemon's state folder (or {@code /}, where that is gone): a folder that is surely there.
     */
    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) throws IOException {
        Path directory = stateDirectory != null && Files.isDirectory(stateDirectory) ? stateDirectory : Path.of("/");
        ProcessLaunch ssh = new ProcessLaunch(SshCommand.argv(target, launch), directory,
                SshCommand.localEnvironment(launch, System.getenv(), System.getProperty("user.home")),
                launch.cols(), launch.rows());
        return localPty.start(ssh, output);
    }
}
