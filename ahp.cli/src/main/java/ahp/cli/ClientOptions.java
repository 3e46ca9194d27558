package ahp.cli;

import ahp.client.DaemonArguments;
import ahp.client.HostConnection;
import ahp.client.LocalDaemon;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What {@code ahp} was told: where the daemon is, the token to sign in with, the command and its
 * arguments. The daemon defaults to {@code ws://127.0.0.1:8787/} ({@code $AHP_URL}); the token to
 * {@code $AHP_TOKEN}, else the owner token a local daemon wrote under its state folder.
 *
 * @param url the daemon's address
 * @param token the token
 * @param command {@code list}, {@code new} or {@code attach}
 * @param args the command's own arguments
 * @param ca a PEM file of the certificates to trust for {@code wss://} (a daemon's self-signed one),
 *     or null for the system's
 */
public record ClientOptions(URI url, String token, String command, List<String> args, Path ca) {

    /** The usage text. */
    public static final String USAGE = """
            usage: ahp [--url ws://HOST:PORT/ | wss://HOST:PORT/] [--ca FILE] [--token TOKEN] [--state-dir DIR] COMMAND
              ahp list                          the terminals the daemon has open
              ahp new [--cwd DIR] [--name NAME] open a shell and attach to it
              ahp attach URI                    attach to an open terminal
              ahp sessions                      the sessions the daemon holds, newest first
              ahp chat [--cwd DIR] [--agent ID] [--machine ID] [SESSION]
                                                send lines to a session's chat (!ls runs ls); a new session
                                                (backed by the agent ID, see ahp agents; its commands in the
                                                machine ID of the daemon's config) without one
              ahp agents                        the agents that can back a session
              ahp train [--keys N]              type N keys (2,000) into cat and into bash, then stream a few MB:
                                                what bin/aot-train records the daemon's start-up cache on
            The token is --token, else $AHP_TOKEN, else the owner token of a daemon on this machine.
            With wss:// the daemon's certificate is checked against the system's authorities, or against
            the PEM certificates in --ca FILE ($AHP_CA) for a self-signed one.""";

    /**
     * Parses the arguments.
     *
     * @throws IllegalArgumentException saying what is wrong
     * @throws IOException when no token is given and the owner token cannot be read
     */
    public static ClientOptions parse(List<String> arguments, Map<String, String> environment) throws IOException {
        String url = environment.getOrDefault("AHP_URL", "ws://127.0.0.1:8787/");
        String token = environment.get("AHP_TOKEN");
        Path stateDir = LocalDaemon.defaultStateDir(environment);
        String ca = environment.get("AHP_CA");
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < arguments.size(); i++) {
            String arg = arguments.get(i);
            switch (arg) {
                case "--url" -> url = DaemonArguments.value(arguments, ++i, arg);
                case "--token" -> token = DaemonArguments.value(arguments, ++i, arg);
                case "--state-dir" -> stateDir = Path.of(DaemonArguments.value(arguments, ++i, arg));
                case "--ca" -> ca = DaemonArguments.value(arguments, ++i, arg);
                default -> rest.add(arg);
            }
        }
        if (rest.isEmpty()) {
            throw new IllegalArgumentException("a command is needed\n" + USAGE);
        }
        if (token == null || token.isBlank()) {
            token = Files.readString(DaemonArguments.ownerTokenFile(stateDir, "--token or $AHP_TOKEN")).strip();
        }
        return new ClientOptions(DaemonArguments.daemonUrl(url), token, rest.getFirst(), List.copyOf(rest.subList(1, rest.size())),
                ca == null || ca.isBlank() ? null : Path.of(ca));
    }

    /** Connects, signs in and initializes as {@code ahp}, subscribed to the root channel. */
    public HostConnection connect() throws IOException {
        return HostConnection.open(url, token, ca, "ahp", true);
    }
}
