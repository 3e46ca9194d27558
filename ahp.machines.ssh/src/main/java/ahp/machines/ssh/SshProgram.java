package ahp.machines.ssh;

import ahp.machines.api.MachineException;
import ahp.terminals.api.platform.Platform;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/** Finds the ssh client: the path a machine's {@code "ssh"} names, or {@code ssh} on the search path. */
final class SshProgram {

    /** The client's name on the search path when no {@code "ssh"} is set. */
    static final String DEFAULT = "ssh";

    private SshProgram() {}

    /**
     * The executable file {@code configured} names (a path, or a name looked up on {@code searchPath}),
     * or {@code ssh} on {@code searchPath}.
     *
     * @throws MachineException when it is not found or cannot be run
     */
    static Path find(Optional<String> configured, String searchPath, String where) throws MachineException {
        String name = configured.orElse(DEFAULT);
        if (name.indexOf('/') >= 0) {
            Path path;
            try {
                path = Path.of(name).toAbsolutePath().normalize();
            } catch (InvalidPathException bad) {
                throw new MachineException(where + "\"ssh\" " + name + " is not a path");
            }
            if (!Files.isRegularFile(path) || !Files.isExecutable(path)) {
                throw new MachineException(where + "\"ssh\" " + path + " is not a program this daemon can run");
            }
            return path;
        }
        if (searchPath != null) {
            Optional<String> found = Platform.current().withEnvironment(Map.of("PATH", searchPath)).findOnPath(name);
            if (found.isPresent()) {
                return Path.of(found.get());
            }
        }
        throw new MachineException(where + "no program " + name + " on the daemon's PATH (" + searchPath
                + "): install OpenSSH's client (apt-get install openssh-client) or name it with \"ssh\"");
    }
}
