package ahp.server.host;

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
 */
public record HostSettings(String defaultShell, Path home, Duration listWait, int replayCapacity, String serverVersion) {

    /**
     * The daemon's settings with {@code defaultShell}: home from {@code $HOME} (the JVM's
     * {@code user.home} without it), 10 s, 1,000.
     */
    public static HostSettings of(String defaultShell) {
        String version = HostSettings.class.getModule().getDescriptor() == null ? null
                : HostSettings.class.getModule().getDescriptor().rawVersion().orElse(null);
        String home = System.getenv("HOME");
        Path homeFolder = Path.of(home != null && !home.isBlank() ? home : System.getProperty("user.home"));
        return new HostSettings(defaultShell, homeFolder, Duration.ofSeconds(10),
                ReplayBuffer.DEFAULT_CAPACITY, version == null ? "0.1.0" : version);
    }
}
