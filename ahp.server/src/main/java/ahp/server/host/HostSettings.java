package ahp.server.host;

import ahp.terminals.api.platform.DaemonShell;
import ahp.terminals.api.platform.Platform;
import java.nio.file.Path;
import java.time.Duration;

/**
 * How a host is set up.
 *
 * @param defaultShell the root config's {@code defaultShell} at start, or null
 * @param home the folder a client's terminal opens in when it names no usable one
 * @param listWait how long a pseudoterminal's shell has to print before it is listed anyway
 * @param replayCapacity how many envelopes are kept for {@code reconnect}
 * @param serverVersion the version {@code serverInfo} reports
 * @param sessionStore the session store's folder, or null for a host that keeps no folders
 * @param commandTimeout how long a {@code !} command runs before its call says it timed out
 * @param daemonShell the daemon's own shell, which {@code !} commands run: {@code $SHELL}, then
 *     {@code /bin/sh}; on Windows PowerShell 7, Windows PowerShell, then {@code cmd.exe}
 *     ({@link DaemonShell})
 * @param enableCustomTerminalTool the root config's {@code enableCustomTerminalTool} at start (the
 *     daemon's config file can set it, so sessions brought back at start are bound with it too)
 * @param machines the machines the config file names, which sessions may run their commands in
 */
public record HostSettings(
        String defaultShell,
        Path home,
        Duration listWait,
        int replayCapacity,
        String serverVersion,
        Path sessionStore,
        Duration commandTimeout,
        String daemonShell,
        boolean enableCustomTerminalTool,
        ahp.server.machines.HostMachines machines) {

    /** Two minutes, as VS Code's host. */
    public static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(2);

    /** A host that keeps no session folders, with the daemon's own shell from this process's environment. */
    public HostSettings(String defaultShell, Path home, Duration listWait, int replayCapacity, String serverVersion) {
        this(defaultShell, home, listWait, replayCapacity, serverVersion, null, COMMAND_TIMEOUT,
                DaemonShell.of(Platform.current()), false, ahp.server.machines.HostMachines.none());
    }

    /** The same settings with the session store in {@code folder}. */
    public HostSettings withSessionStore(Path folder) {
        return new HostSettings(defaultShell, home, listWait, replayCapacity, serverVersion, folder, commandTimeout,
                daemonShell, enableCustomTerminalTool, machines);
    }

    /** The same settings with root config's {@code enableCustomTerminalTool} at start set to {@code enabled}. */
    public HostSettings withAgentTools(boolean enabled) {
        return new HostSettings(defaultShell, home, listWait, replayCapacity, serverVersion, sessionStore, commandTimeout,
                daemonShell, enabled, machines);
    }

    /** The same settings with {@code !} commands timing out after {@code timeout} and run by {@code shell}. */
    public HostSettings withCommands(Duration timeout, String shell) {
        return new HostSettings(defaultShell, home, listWait, replayCapacity, serverVersion, sessionStore, timeout, shell,
                enableCustomTerminalTool, machines);
    }

    /** The same settings with sessions able to run their commands in {@code value}'s machines. */
    public HostSettings withMachines(ahp.server.machines.HostMachines value) {
        return new HostSettings(defaultShell, home, listWait, replayCapacity, serverVersion, sessionStore, commandTimeout,
                daemonShell, enableCustomTerminalTool, value);
    }

    /** The daemon's settings with {@code defaultShell}, on this JVM's system: {@link #of(String, Platform)}. */
    public static HostSettings of(String defaultShell) {
        return of(defaultShell, Platform.current());
    }

    /**
     * The daemon's settings with {@code defaultShell} on {@code platform}: home from {@code $HOME}
     * ({@code %USERPROFILE%} on Windows; the JVM's {@code user.home} without it), the daemon's shell
     * {@link DaemonShell#of}, 10 s, 1,000, no session store.
     */
    public static HostSettings of(String defaultShell, Platform platform) {
        String version = HostSettings.class.getModule().getDescriptor() == null ? null
                : HostSettings.class.getModule().getDescriptor().rawVersion().orElse(null);
        Path homeFolder = Path.of(platform.home().orElseGet(() -> System.getProperty("user.home")));
        return new HostSettings(defaultShell, homeFolder, Duration.ofSeconds(10), ReplayBuffer.DEFAULT_CAPACITY,
                version == null ? "0.1.0" : version, null, COMMAND_TIMEOUT, DaemonShell.of(platform), false,
                ahp.server.machines.HostMachines.none());
    }
}
