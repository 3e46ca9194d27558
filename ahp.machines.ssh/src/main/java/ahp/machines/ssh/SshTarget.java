package ahp.machines.ssh;

import ahp.machines.api.MachineException;
import ahp.machines.api.MachineSettings;
import java.nio.file.Path;

/**
 * One machine's settings, checked: where ssh connects, as whom, with which key and which known
 * hosts, and which client runs.
 *
 * @param host the host ssh connects to (a name or an address)
 * @param user the user to log in as, or null for ssh's own choice (the daemon's user name)
 * @param port the port, 22 unless set
 * @param identityFile the private key, the daemon user's own and nobody else's
 * @param knownHosts the known_hosts file that holds the host's key; no other is read
 * @param shell the shell a session's commands are typed into there
 * @param program the ssh client that runs here
 */
record SshTarget(String host, String user, int port, Path identityFile, Path knownHosts, String shell,
        Path program) {

    /** The port when none is set. */
    static final int DEFAULT_PORT = 22;

    /** The shell when none is set. */
    static final String DEFAULT_SHELL = "/bin/bash";

    /**
     * The settings of {@code settings}, checked without connecting.
     *
     * @throws MachineException naming the machine, the setting and what is wrong with it
     */
    static SshTarget of(MachineSettings settings) throws MachineException {
        String where = "machine \"" + settings.id() + "\" (ssh): ";
        String host = settings.require("host").strip();
        if (host.startsWith("-") || !plain(host)) {
            throw new MachineException(where + "\"host\" " + host + " is not a host name or address");
        }
        String user = settings.value("user").map(String::strip).orElse(null);
        if (user != null && (user.startsWith("-") || !plain(user))) {
            throw new MachineException(where + "\"user\" " + user + " is not a user name");
        }
        int port = port(settings, where);
        Path identity = LocalFiles.regularFile(settings.require("identityFile"), "identityFile", where);
        LocalFiles.requireOwnersAlone(identity, where);
        Path knownHosts = LocalFiles.regularFile(settings.require("knownHosts"), "knownHosts", where);
        String shell = settings.value("shell").map(String::strip).orElse(DEFAULT_SHELL);
        Path program = SshProgram.find(settings.value("ssh").map(String::strip), System.getenv("PATH"), where);
        return new SshTarget(host, user, port, identity, knownHosts, shell, program);
    }

    /** {@code user@host:port}, or {@code host:port}: the machine as a person reads it. */
    String display() {
        String name = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
        return (user == null ? "" : user + "@") + name + ":" + port;
    }

    private static int port(MachineSettings settings, String where) throws MachineException {
        String text = settings.value("port").map(String::strip).orElse(null);
        if (text == null) {
            return DEFAULT_PORT;
        }
        try {
            int port = Integer.parseInt(text);
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException notANumber) {
            // said below
        }
        throw new MachineException(where + "\"port\" " + text + " is not a port (1 to 65535)");
    }

    /** No white space and no control characters: one word, as ssh takes it. */
    private static boolean plain(String text) {
        return !text.isEmpty() && text.codePoints().noneMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c));
    }
}
