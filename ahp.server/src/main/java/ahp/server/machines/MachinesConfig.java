package ahp.server.machines;

import ahp.machines.api.MachineSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The config file's {@code "machines"}: an array of objects, each with an {@code id} (letters,
 * digits, {@code . _ -}; not {@value HostMachines#LOCAL}, which is the daemon's own machine), a
 * {@code kind}, and the kind's own members as strings or numbers. The members that name files
 * ({@code identityFile}, {@code knownHosts}) are resolved against the config file's folder.
 */
public final class MachinesConfig {

    private static final Set<String> FILE_KEYS = Set.of("identityFile", "knownHosts");

    private MachinesConfig() {}

    /**
     * The machines {@code value} names (none for null).
     *
     * @param folder the config file's folder
     * @throws IllegalArgumentException naming the machine and what is wrong with it
     */
    public static List<MachineSettings> read(JsonNode value, Path folder) {
        if (value == null || value.isNull()) {
            return List.of();
        }
        if (!value.isArray()) {
            throw new IllegalArgumentException("\"machines\" must be an array of objects");
        }
        List<MachineSettings> machines = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (JsonNode entry : value) {
            if (!entry.isObject()) {
                throw new IllegalArgumentException("\"machines\": each machine is an object (found " + entry + ")");
            }
            String id = entry.path("id").asString("");
            if (!id.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,62}")) {
                throw new IllegalArgumentException("\"machines\": \"id\" must be 1 to 63 letters, digits, '.', '_' or"
                        + " '-', starting with a letter or digit (found " + entry.path("id") + ")");
            }
            if (id.equals(HostMachines.LOCAL)) {
                throw new IllegalArgumentException("\"machines\": \"" + HostMachines.LOCAL
                        + "\" is the daemon's own machine; give this one another id");
            }
            if (!ids.add(id)) {
                throw new IllegalArgumentException("\"machines\": two machines have the id \"" + id + "\"");
            }
            String kind = entry.path("kind").asString("");
            if (kind.isBlank()) {
                throw new IllegalArgumentException("\"machines\": machine \"" + id + "\" has no \"kind\"");
            }
            Map<String, String> values = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> member : entry.properties()) {
                String key = member.getKey();
                if (key.equals("id") || key.equals("kind")) {
                    continue;
                }
                JsonNode v = member.getValue();
                if (!v.isString() && !v.isNumber() && !v.isBoolean()) {
                    throw new IllegalArgumentException("\"machines\": \"" + key + "\" of machine \"" + id
                            + "\" must be a string, a number or a boolean");
                }
                String text = v.asString();
                values.put(key, FILE_KEYS.contains(key) && folder != null ? folder.resolve(text).toString() : text);
            }
            machines.add(new MachineSettings(id, kind, values));
        }
        return List.copyOf(machines);
    }
}
