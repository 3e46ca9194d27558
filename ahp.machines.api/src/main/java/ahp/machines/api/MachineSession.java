package ahp.machines.api;

import java.nio.file.Path;
import java.util.List;

/**
 * A session in a machine, as the machine sees it.
 *
 * @param sessionUri the session's URI, which labels what the machine makes for it
 * @param directories the session's working directories: a container mounts each at the same path,
 *     another host is expected to have them at the same paths
 */
public record MachineSession(String sessionUri, List<Path> directories) {

    /** Copies the directories. */
    public MachineSession {
        directories = List.copyOf(directories);
    }
}
