package ahp.machines.docker;

import ahp.machines.api.MachineException;
import ahp.machines.api.MachineSettings;
import ahp.machines.docker.engine.EngineAddress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A Docker machine's settings, checked: {@code image} (required), {@code host} (the engine's address;
 * else {@code DOCKER_HOST}; else {@code unix:///var/run/docker.sock}), {@code shell} ({@code /bin/bash}),
 * {@code network} (the engine's default when not set; {@code none} for no network) and {@code user}
 * ({@code uid[:gid]}; the daemon's own uid and gid when not set, so that what commands write in the
 * mounted folders belongs to the person who runs the daemon).
 *
 * @param id the machine's id
 * @param image the image each session's container is made from; never pulled
 * @param address where the engine answers
 * @param shell the shell commands are typed into, a path inside the image
 * @param network the container's network mode, or null for the engine's default
 * @param user who processes run as in the container ({@code uid[:gid]} or a name the image knows),
 *     or null for the image's own user
 */
record DockerSettings(String id, String image, EngineAddress address, String shell, String network, String user) {

    /** What {@code user} may be: a uid or a name, with a group after a colon. */
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9_.-]+(:[A-Za-z0-9_.-]+)?");

    /**
     * Checks {@code settings}, reading {@code DOCKER_HOST} and {@code DOCKER_TLS_VERIFY} from
     * {@code environment}.
     *
     * @throws MachineException naming the machine and the setting that is wrong, and why
     */
    static DockerSettings of(MachineSettings settings, Map<String, String> environment) throws MachineException {
        String image = settings.require("image");
        String host = settings.value("host")
                .or(() -> Optional.ofNullable(environment.get("DOCKER_HOST")).filter(value -> !value.isBlank()))
                .orElse(EngineAddress.LOCAL);
        StringBuilder why = new StringBuilder();
        EngineAddress address = EngineAddress.parse(host, why)
                .orElseThrow(() -> wrong(settings, "host", host, why.toString()));
        String tlsVerify = environment.get("DOCKER_TLS_VERIFY");
        if (address.isTcp() && tlsVerify != null && !tlsVerify.isBlank()) {
            throw wrong(settings, "host", host, "DOCKER_TLS_VERIFY is set, and TLS is not supported; reach the "
                    + "engine over ssh:// or a UNIX socket, or unset DOCKER_TLS_VERIFY for a plain tcp:// engine");
        }
        String shell = settings.value("shell").orElse("/bin/bash");
        if (!shell.startsWith("/")) {
            throw wrong(settings, "shell", shell, "the shell is named by its absolute path in the image");
        }
        String user = settings.value("user").orElseGet(DockerSettings::daemonUser);
        if (user != null && !USER.matcher(user).matches()) {
            throw wrong(settings, "user", user, "a user is uid[:gid] (or a name the image knows)");
        }
        return new DockerSettings(settings.id(), image, address, shell, settings.value("network").orElse(null), user);
    }

    /** The daemon's own {@code uid:gid}, read from the owner of {@code /proc/self}; null off Linux. */
    static String daemonUser() {
        Path self = Path.of("/proc/self");
        try {
            Object uid = Files.getAttribute(self, "unix:uid");
            Object gid = Files.getAttribute(self, "unix:gid");
            return uid + ":" + gid;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException unknown) {
            return null;
        }
    }

    private static MachineException wrong(MachineSettings settings, String key, String value, String why) {
        return new MachineException("machine \"" + settings.id() + "\" (docker): \"" + key + "\" is \"" + value
                + "\": " + why);
    }
}
