package ahp.server.daemon;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Everything {@code ahpd serve} was told, flags over the {@code --config} file over the defaults.
 *
 * @param listen where to listen
 * @param usersFile the users file, or null to generate an owner token
 * @param stateDir where the daemon keeps its state (the owner token)
 * @param terminals which process binding terminals run on
 * @param zshFolderAsFound take a zsh integration folder in the temp folder whatever it is
 * @param defaultShell the root config's {@code defaultShell} at start, or null for the system shell
 * @param config the config file as read (its whole object goes to the backend providers)
 * @param providers the plugins folder and the screen and shell integration chosen by name
 * @param network TLS, the origins allowed, the cap on connections
 */
public record ServeOptions(
        Listen listen,
        Path usersFile,
        Path stateDir,
        TerminalsMode terminals,
        boolean zshFolderAsFound,
        String defaultShell,
        DaemonConfig config,
        ProviderOptions providers,
        NetworkOptions network) {

    /** The usage line. */
    public static final String USAGE = "ahpd serve [--listen HOST:PORT] [--users FILE] [--state-dir DIR]"
            + " [--terminals auto|none|pty|pipes|NAME] [--config FILE] [--plugins DIR] [--screen NAME]"
            + " [--shell-integration NAME] [--tls-cert FILE --tls-key FILE] [--insecure-network]"
            + " [--allowed-origin ORIGIN]... [--max-connections N]";

    /**
     * Parses {@code serve}'s arguments (after the word {@code serve}).
     *
     * @param environment the process environment, for the default state folder
     * @throws IllegalArgumentException saying which argument is wrong and why
     * @throws IOException when the config file cannot be read
     */
    public static ServeOptions parse(List<String> args, Map<String, String> environment) throws IOException {
        String listen = null;
        String users = null;
        String stateDir = null;
        String terminals = null;
        String config = null;
        String plugins = null;
        String screen = null;
        String shellIntegration = null;
        String tlsCert = null;
        String tlsKey = null;
        boolean insecureNetwork = false;
        List<String> origins = new ArrayList<>();
        int maxConnections = NetworkOptions.DEFAULT.maxConnections();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String flag = arg;
            String value = null;
            int equals = arg.indexOf('=');
            if (arg.startsWith("--") && equals > 0) {
                flag = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            }
            switch (flag) {
                case "--insecure-network" -> insecureNetwork = true;
                case "--listen", "--users", "--state-dir", "--terminals", "--config",
                        "--plugins", "--screen", "--shell-integration", "--tls-cert", "--tls-key",
                        "--allowed-origin", "--max-connections" -> {
                    if (value == null) {
                        if (i + 1 >= args.size()) {
                            throw new IllegalArgumentException(flag + " needs a value");
                        }
                        value = args.get(++i);
                    }
                    switch (flag) {
                        case "--listen" -> listen = value;
                        case "--users" -> users = value;
                        case "--state-dir" -> stateDir = value;
                        case "--terminals" -> terminals = value;
                        case "--plugins" -> plugins = value;
                        case "--screen" -> screen = value;
                        case "--shell-integration" -> shellIntegration = value;
                        case "--tls-cert" -> tlsCert = value;
                        case "--tls-key" -> tlsKey = value;
                        case "--allowed-origin" -> origins.add(value);
                        case "--max-connections" -> maxConnections = positive(flag, value);
                        default -> config = value;
                    }
                }
                default -> throw new IllegalArgumentException("unknown argument \"" + arg + "\"\nusage: " + USAGE);
            }
        }
        DaemonConfig file = config == null ? DaemonConfig.EMPTY : DaemonConfig.read(Path.of(config));
        Path state = Path.of(first(stateDir, file.stateDir(), defaultStateDir(environment).toString())).toAbsolutePath();
        NetworkOptions network = new NetworkOptions(pathOrNull(tlsCert), pathOrNull(tlsKey), insecureNetwork, origins,
                maxConnections);
        Listen where = Listen.parse(first(listen, file.listen(), "127.0.0.1:8787"));
        network.checkExposure(where);
        return new ServeOptions(
                where,
                pathOrNull(first(users, file.users(), null)),
                state,
                TerminalsMode.parse(first(terminals, file.terminals(), "auto")),
                file.zshFolderAsFound(),
                file.defaultShell(),
                file,
                ProviderOptions.of(plugins, state, screen, shellIntegration),
                network);
    }

    private static int positive(String flag, String value) {
        try {
            int number = Integer.parseInt(value);
            if (number >= 1) {
                return number;
            }
        } catch (NumberFormatException notANumber) {
            // said below
        }
        throw new IllegalArgumentException(flag + ": expected a whole number of 1 or more, not \"" + value + "\"");
    }

    /** {@code $XDG_STATE_HOME/ahpd}, or {@code ~/.local/state/ahpd} without it. */
    public static Path defaultStateDir(Map<String, String> environment) {
        String xdg = environment.get("XDG_STATE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "ahpd");
        }
        String home = environment.getOrDefault("HOME", System.getProperty("user.home"));
        return Path.of(home, ".local", "state", "ahpd");
    }

    private static String first(String flag, String fromFile, String fallback) {
        return flag != null ? flag : fromFile != null ? fromFile : fallback;
    }

    private static Path pathOrNull(String value) {
        return value == null ? null : Path.of(value).toAbsolutePath();
    }
}
