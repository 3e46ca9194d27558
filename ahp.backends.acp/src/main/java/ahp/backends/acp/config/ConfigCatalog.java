package ahp.backends.acp.config;

import ahp.backends.acp.rpc.Nodes;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What an ACP agent said one of its sessions can be set to, and what it is set to: the
 * {@code modes} ({@code SessionModeState}), {@code models} ({@code SessionModelState}, the unstable
 * models API) and {@code configOptions} ({@code SessionConfigOption}s) of its answer to
 * {@code session/new} or {@code session/load}, kept as the agent said them and moved along as the
 * session's values change. As AHP session config ({@link #properties()}):
 *
 * <ul>
 *   <li>each config option of {@code type} {@code select} or {@code boolean} is the property of its
 *       {@code id}, set with {@code session/set_config_option}; other types are left out;
 *   <li>the modes are the property {@value #MODE}, set with {@code session/set_mode}, unless a config
 *       option is of the category {@code mode} or has that id: ACP's session-config-options page says
 *       a client SHOULD use an agent's config options instead of its modes, which it keeps sending
 *       for older clients (an agent whose options have nothing to do with modes keeps its modes);
 *   <li>the models are the property {@value #MODEL}, set with {@code session/set_model}, likewise
 *       unless a config option is of the category {@code model} or has that id.
 * </ul>
 *
 * Immutable.
 */
public final class ConfigCatalog {

    /** The property of the agent's modes. */
    public static final String MODE = "mode";
    /** The property of the agent's models. */
    public static final String MODEL = "model";
    /** An agent that said nothing to set. */
    public static final ConfigCatalog NONE = new ConfigCatalog(null, null, null);

    private final ObjectNode modes;
    private final ObjectNode models;
    private final ArrayNode options;

    private ConfigCatalog(ObjectNode modes, ObjectNode models, ArrayNode options) {
        this.modes = modes;
        this.models = models;
        this.options = options;
    }

    /**
     * What {@code answer} says: a {@code session/new} or {@code session/load} answer, or what
     * {@link #said()} kept. Malformed parts are left out.
     */
    public static ConfigCatalog of(JsonNode answer) {
        ObjectNode modes = Nodes.objectAt(answer, "modes");
        ObjectNode models = Nodes.objectAt(answer, "models");
        ArrayNode options = Nodes.arrayAt(answer, "configOptions");
        if (modes == null && models == null && options == null) {
            return NONE;
        }
        return new ConfigCatalog(copy(modes), copy(models), copy(options));
    }

    /** What the agent said, as {@link #of} reads it back: {@code modes}, {@code models}, {@code configOptions}. */
    public ObjectNode said() {
        ObjectNode said = Nodes.object();
        if (modes != null) {
            said.set("modes", modes.deepCopy());
        }
        if (models != null) {
            said.set("models", models.deepCopy());
        }
        if (options != null) {
            said.set("configOptions", options.deepCopy());
        }
        return said;
    }

    /** The {@code SessionConfigPropertySchema}s by property id, each at the session's current value as its {@code default}. */
    public ObjectNode properties() {
        ObjectNode properties = Nodes.object();
        entries().forEach((id, entry) -> properties.set(id, entry.schema()));
        return properties;
    }

    /** The session's current value of each property, where the agent said one. */
    public ObjectNode current() {
        ObjectNode current = Nodes.object();
        entries().forEach((id, entry) -> {
            if (entry.schema().has("default")) {
                current.set(id, entry.schema().get("default"));
            }
        });
        return current;
    }

    /** How {@code property} is set, or null when it is not one of {@link #properties()}. */
    public ConfigSetter setter(String property) {
        Entry entry = entries().get(property);
        return entry == null ? null : entry.setter();
    }

    /** The same with {@code configOptions} as the agent now says them ({@code config_option_update}, a set's answer). */
    public ConfigCatalog withOptions(ArrayNode configOptions) {
        return new ConfigCatalog(modes, models, copy(configOptions));
    }

    /** The same in the mode {@code modeId} ({@code current_mode_update}). */
    public ConfigCatalog withMode(String modeId) {
        if (modes == null || modeId == null) {
            return this;
        }
        ObjectNode moved = modes.deepCopy();
        moved.put("currentModeId", modeId);
        return new ConfigCatalog(moved, models, options);
    }

    /** The same with {@code property} set to {@code value}, as a request of its {@link #setter} did. */
    public ConfigCatalog withCurrent(String property, JsonNode value) {
        ConfigSetter setter = setter(property);
        if (setter == null) {
            return this;
        }
        return switch (setter.kind()) {
            case MODE -> withMode(value.asString(null));
            case MODEL -> {
                ObjectNode moved = models.deepCopy();
                moved.set("currentModelId", value);
                yield new ConfigCatalog(modes, moved, options);
            }
            case SELECT, TOGGLE -> {
                ArrayNode moved = options.deepCopy();
                moved.forEach(option -> {
                    if (setter.configId().equals(Nodes.text(option, "id")) && option instanceof ObjectNode object) {
                        object.set("currentValue", value);
                    }
                });
                yield new ConfigCatalog(modes, models, moved);
            }
        };
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ConfigCatalog catalog && said().equals(catalog.said());
    }

    @Override
    public int hashCode() {
        return said().hashCode();
    }

    /** One property: its schema and how it is set. */
    private record Entry(ObjectNode schema, ConfigSetter setter) {}

    /** Every property: the agent's modes, its models, then its config options in its order. */
    private Map<String, Entry> entries() {
        Map<String, Entry> options = new LinkedHashMap<>();
        Set<String> categories = new HashSet<>();
        for (JsonNode option : options(this.options)) {
            String id = Nodes.text(option, "id");
            String type = Nodes.text(option, "type");
            if (id == null || options.containsKey(id) || !("select".equals(type) || "boolean".equals(type))) {
                continue;
            }
            String name = Nodes.text(option, "name");
            String title = name == null || name.isBlank() ? id : name;
            String description = Nodes.text(option, "description");
            options.put(id, "select".equals(type)
                    ? new Entry(ConfigProperties.pick(title, description,
                            ConfigProperties.choices(Nodes.arrayAt(option, "options"), "value"), option.get("currentValue")),
                            new ConfigSetter(ConfigSetter.Kind.SELECT, id))
                    : new Entry(ConfigProperties.toggle(title, description, option.get("currentValue")),
                            new ConfigSetter(ConfigSetter.Kind.TOGGLE, id)));
            String category = Nodes.text(option, "category");
            if (category != null) {
                categories.add(category);
            }
        }
        Map<String, Entry> entries = new LinkedHashMap<>();
        if (modes != null && !categories.contains(MODE) && !options.containsKey(MODE)) {
            entries.put(MODE, new Entry(ConfigProperties.pick("Mode", null,
                    ConfigProperties.choices(Nodes.arrayAt(modes, "availableModes"), "id"), modes.get("currentModeId")),
                    new ConfigSetter(ConfigSetter.Kind.MODE, null)));
        }
        if (models != null && !categories.contains(MODEL) && !options.containsKey(MODEL)) {
            entries.put(MODEL, new Entry(ConfigProperties.pick("Model", null,
                    ConfigProperties.choices(Nodes.arrayAt(models, "availableModels"), "modelId"), models.get("currentModelId")),
                    new ConfigSetter(ConfigSetter.Kind.MODEL, null)));
        }
        entries.putAll(options);
        entries.values().removeIf(entry -> entry.schema().has("enum") && entry.schema().get("enum").isEmpty());
        return entries;
    }

    private static ArrayNode options(ArrayNode options) {
        return options == null ? Nodes.array() : options;
    }

    private static <T extends JsonNode> T copy(T node) {
        @SuppressWarnings("unchecked")
        T copy = node == null ? null : (T) node.deepCopy();
        return copy;
    }
}
