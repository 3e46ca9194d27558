package ahp.client;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where a daemon on this machine keeps what a client may read: its state folder (as {@code ahpd serve}
 * chooses it when not told) and, in it, the owner token it writes when it runs without a users file.
 * The daemon's own choice is {@code ahp.server.daemon.ServeOptions}; a test there checks the two agree.
 */
public final class LocalDaemon {

    /** The owner token's file name, in the state folder. */
    public static final String OWNER_TOKEN_FILE = "owner-token";

    private LocalDaemon() {}

    /** {@code $XDG_STATE_HOME/ahpd} when that is an absolute path, else {@code ~/.local/state/ahpd}. */
    public static Path defaultStateDir(Map<String, String> environment) {
        String xdg = environment.get("XDG_STATE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "ahpd");
        }
        String home = environment.getOrDefault("HOME", System.getProperty("user.home"));
        return Path.of(home, ".local", "state", "ahpd");
    }
}
