package ahp.server.sessions;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import tools.jackson.databind.JsonNode;

/** The paths at which two JSON trees differ, each with both values, for a failure message. */
final class JsonDifferences {

    private JsonDifferences() {}

    static List<String> of(JsonNode before, JsonNode after) {
        List<String> found = new ArrayList<>();
        walk("", before, after, found);
        return found;
    }

    private static void walk(String path, JsonNode before, JsonNode after, List<String> found) {
        if (before != null && after != null && before.isObject() && after.isObject()) {
            Set<String> names = new TreeSet<>(before.propertyNames());
            names.addAll(after.propertyNames());
            for (String name : names) {
                walk(path + "/" + name, before.get(name), after.get(name), found);
            }
        } else if (before != null && after != null && before.isArray() && after.isArray()
                && before.size() == after.size()) {
            for (int i = 0; i < before.size(); i++) {
                walk(path + "/" + i, before.get(i), after.get(i), found);
            }
        } else if (before == null || !before.equals(after)) {
            found.add(path + ": live " + before + " | after the restart " + after);
        }
    }
}
