package ahp.protocol.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Immutable copies for record components. Unlike {@link Map#copyOf} these keep insertion order and
 * JSON {@code null} values, which matter on the wire.
 */
public final class Frozen {

    private Frozen() {}

    /** An unmodifiable copy keeping order and null values; null stays null. */
    public static <V> Map<String, V> mapOrNull(Map<String, V> map) {
        if (map == null) {
            return null;
        }
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    /** An unmodifiable, order-keeping copy of unknown fields with each value deep-copied; null is empty. */
    public static Map<String, JsonNode> extra(Map<String, JsonNode> extra) {
        if (extra == null || extra.isEmpty()) {
            return Map.of();
        }
        Map<String, JsonNode> copy = new LinkedHashMap<>(extra.size() * 2);
        extra.forEach((k, v) -> copy.put(k, v == null ? null : v.deepCopy()));
        return Collections.unmodifiableMap(copy);
    }

    /** An unmodifiable copy; null stays null. */
    public static <T> List<T> listOrNull(List<T> list) {
        return list == null ? null : List.copyOf(list);
    }

    /** A deep copy of a JSON value so a record never shares a mutable tree; null stays null. */
    public static <T extends JsonNode> T node(T node) {
        if (node == null) {
            return null;
        }
        @SuppressWarnings("unchecked")
        T copy = (T) node.deepCopy();
        return copy;
    }
}
