package ahp.machines.docker;

import ahp.machines.docker.engine.EngineJson;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The container a session gets: made from the machine's image, labelled with the daemon, the session
 * and the machine, each of the session's folders mounted at its own path, on the machine's network,
 * running as the machine's user.
 *
 * <p>Its PID 1 is a shell loop that waits on a long {@code sleep} and starts another when one ends:
 * it stays up, it reaps whatever is left to it (a shell's {@code wait} collects any child), it ends
 * on {@code docker stop}'s SIGTERM at once, and {@code kill -KILL -1} (which spares PID 1) ends every
 * process but it, so a container can be emptied without being stopped. Docker's own init
 * ({@code HostConfig.Init}) would reap too, but a {@code kill -1} would end the program it keeps up,
 * and with it the container.
 */
final class ContainerSpec {

    /** Labels: which daemon made it, for which session, in which machine. */
    static final String DAEMON = "ahp.daemon";
    static final String SESSION = "ahp.session";
    static final String MACHINE = "ahp.machine";

    /** PID 1 of every session's container. */
    static final String KEEP_UP = "trap 'exit 0' TERM INT; while :; do sleep 86400 & wait $!; done";

    private ContainerSpec() {}

    /** The labels of {@code sessionUri}'s container. */
    static Map<String, String> labels(String daemonId, String machineId, String sessionUri) {
        return Map.of(DAEMON, daemonId, SESSION, sessionUri, MACHINE, machineId);
    }

    /** The body of {@code POST /containers/create}. */
    static ObjectNode body(DockerSettings settings, Map<String, String> labels, List<Path> directories) {
        ObjectNode body = EngineJson.object().put("Image", settings.image());
        ObjectNode labelNode = EngineJson.object();
        labels.forEach(labelNode::put);
        body.set("Labels", labelNode);
        if (settings.user() != null) {
            body.put("User", settings.user());
        }
        body.set("Entrypoint", EngineJson.array().add("/bin/sh").add("-c").add(KEEP_UP));
        ObjectNode host = EngineJson.object();
        ArrayNode binds = EngineJson.array();
        for (Path directory : directories) {
            String path = directory.toAbsolutePath().normalize().toString();
            binds.add(path + ":" + path);
        }
        host.set("Binds", binds);
        if (settings.network() != null) {
            host.put("NetworkMode", settings.network());
        }
        body.set("HostConfig", host);
        return body;
    }
}
