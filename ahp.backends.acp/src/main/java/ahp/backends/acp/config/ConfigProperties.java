package ahp.backends.acp.config;

import ahp.backends.acp.rpc.Nodes;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The {@code SessionConfigPropertySchema} of one of an agent's selectors: a list to pick a value from
 * ({@code type: "string"}, its values in {@code enum}, their names in {@code enumLabels} and, where
 * the agent describes any, {@code enumDescriptions}), or a toggle ({@code type: "boolean"}). The
 * agent's current value is the {@code default}, and every property is {@code sessionMutable}: ACP
 * lets a client change each at any time. A list longer than {@link #LONG_LIST} is
 * {@code enumDynamic}, so a client asks {@code sessionConfigCompletions} with what the person types
 * rather than showing it whole; its {@code enum} still lists every value.
 */
final class ConfigProperties {

    /** The longest list a client is left to show whole. */
    static final int LONG_LIST = 10;

    private ConfigProperties() {}

    /**
     * One value of a list.
     *
     * @param value what the agent is set to
     * @param label its name
     * @param description what the agent says of it, or null
     */
    record Choice(String value, String label, String description) {}

    /** A list titled {@code title} of {@code choices}, at {@code current} (null: no default). */
    static ObjectNode pick(String title, String description, List<Choice> choices, JsonNode current) {
        ObjectNode property = header("string", title, description);
        ArrayNode values = property.putArray("enum");
        ArrayNode labels = property.putArray("enumLabels");
        choices.forEach(choice -> {
            values.add(choice.value());
            labels.add(choice.label());
        });
        if (choices.stream().anyMatch(choice -> choice.description() != null)) {
            ArrayNode descriptions = property.putArray("enumDescriptions");
            choices.forEach(choice -> descriptions.add(choice.description() == null ? "" : choice.description()));
        }
        if (current != null && current.isString()
                && choices.stream().anyMatch(choice -> choice.value().equals(current.stringValue()))) {
            property.set("default", current);
        }
        property.put("sessionMutable", true);
        if (choices.size() > LONG_LIST) {
            property.put("enumDynamic", true);
        }
        return property;
    }

    /** A toggle titled {@code title}, at {@code current} (null: no default). */
    static ObjectNode toggle(String title, String description, JsonNode current) {
        ObjectNode property = header("boolean", title, description);
        if (current != null && current.isBoolean()) {
            property.set("default", current);
        }
        return property.put("sessionMutable", true);
    }

    /**
     * The choices of {@code entries}: each object with a string at {@code valueField} and a
     * {@code name} (the value where it has none); a group ({@code SessionConfigSelectGroup}, with
     * {@code options} of its own) gives its options in place. Anything else is skipped.
     */
    static List<Choice> choices(ArrayNode entries, String valueField) {
        List<Choice> choices = new ArrayList<>();
        if (entries == null) {
            return choices;
        }
        for (JsonNode entry : entries) {
            ArrayNode group = Nodes.arrayAt(entry, "options");
            if (group != null) {
                choices.addAll(choices(group, valueField));
                continue;
            }
            String value = Nodes.text(entry, valueField);
            if (value != null && choices.stream().noneMatch(choice -> choice.value().equals(value))) {
                String name = Nodes.text(entry, "name");
                choices.add(new Choice(value, name == null || name.isBlank() ? value : name, Nodes.text(entry, "description")));
            }
        }
        return choices;
    }

    private static ObjectNode header(String type, String title, String description) {
        ObjectNode property = Nodes.object().put("type", type).put("title", title);
        if (description != null && !description.isBlank()) {
            property.put("description", description);
        }
        return property;
    }
}
