package ahp.machines.api;

import java.util.Map;
import java.util.Optional;

/**
 * One machine as the config file names it: {@code {"id": "box", "kind": "docker", "image": "..."}}.
 *
 * @param id the machine's id, which sessions name
 * @param kind its kind, which picks its provider
 * @param values every other member, as text
 */
public record MachineSettings(String id, String kind, Map<String, String> values) {

    /** Copies the values. */
    public MachineSettings {
        values = Map.copyOf(values);
    }

    /** The value of {@code key}, if set and not blank. */
    public Optional<String> value(String key) {
        String value = values.get(key);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    /**
     * The value of {@code key}.
     *
     * @throws MachineException naming the machine and the key when it is not set
     */
    public String require(String key) throws MachineException {
        return value(key).orElseThrow(() -> new MachineException(
                "machine \"" + id + "\" (" + kind + ") needs \"" + key + "\""));
    }
}
