package ahp.agenttools;

import ahp.protocol.root.TerminalInfo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A host that says its shell and opens none: enough for what the tools say of themselves. One made
 * {@link #failing} throws where it lists its terminals.
 */
final class NoShellHost implements ShellHost {

    private final String shellPath;
    private final boolean failing;

    NoShellHost(String shellPath) {
        this(shellPath, false);
    }

    private NoShellHost(String shellPath, boolean failing) {
        this.shellPath = shellPath;
        this.failing = failing;
    }

    /** A host whose root list cannot be read. */
    static NoShellHost failing(String shellPath) {
        return new NoShellHost(shellPath, true);
    }

    @Override
    public String shellPath() {
        return shellPath;
    }

    @Override
    public HostShell open(ShellCall call, Path directory) {
        throw new IllegalStateException("no terminal store here");
    }

    @Override
    public boolean allows(ShellCall call, ShellGrant grant) {
        return true;
    }

    @Override
    public void opened(ShellCall call, HostShell shell) {}

    @Override
    public void end(HostShell shell) {}

    @Override
    public Optional<String> kept(HostShell shell) {
        return Optional.empty();
    }

    @Override
    public void backgroundStarted(BackgroundCommand command) {}

    @Override
    public void backgroundEnded(BackgroundCommand command, BackgroundEnd end) {}

    @Override
    public List<TerminalInfo> terminals() {
        if (failing) {
            throw new IllegalStateException("the root list is gone");
        }
        return List.of();
    }
}
