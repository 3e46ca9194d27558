package ahp.agenttools;

import java.nio.file.Path;
import java.util.UUID;

/**
 * Finds the shell a command runs in: the first of the chat's shells nobody holds, else a new one
 * the host opens in the chat's working directory, if the call's person may open one. The shell is
 * then held for the call and shown on it.
 */
final class ShellSupply {

    private final ShellHost host;
    private final ShellPool pool;
    private final Grants grants;
    private final Path directory;

    ShellSupply(ShellHost host, ShellPool pool, Grants grants, Path directory) {
        this.host = host;
        this.pool = pool;
        this.grants = grants;
        this.directory = directory;
    }

    /**
     * A shell held for {@code call}.
     *
     * @param shell the shell, or null when there is none
     * @param refusal why there is none: a refusal, or a shell that could not be opened
     */
    record Held(Shell shell, ToolResult refusal) {}

    /** A shell held for {@code call} and shown on it, or why there is none. */
    Held hold(ShellCall call) {
        for (Shell exited : pool.dropExited()) {
            HostCallbacks.quietly("end an exited shell", () -> host.end(exited.host()));
        }
        Shell shell = pool.holdIdle();
        if (shell == null) {
            ToolResult refused = grants.refusal(call, ShellGrant.CREATE);
            if (refused != null) {
                return new Held(null, refused);
            }
            HostShell opened;
            try {
                opened = host.open(call, directory);
            } catch (RuntimeException cannot) {
                return new Held(null, ToolResult.failure(HostTexts.failedToRun(HostCallbacks.reason(cannot)), "failed"));
            }
            shell = new Shell(UUID.randomUUID().toString(), opened);
            if (!pool.addHeld(shell)) {
                HostCallbacks.quietly("end a shell opened as the tools closed", () -> host.end(opened));
                return new Held(null, ToolResult.failure(HostTexts.CLOSED, "closed"));
            }
        }
        Shell shown = shell;
        HostCallbacks.quietly("show a shell on its call", () -> host.opened(call, shown.host()));
        return new Held(shell, null);
    }
}
