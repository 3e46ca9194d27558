package ahp.protocol.conformance;

import static org.junit.jupiter.api.Assertions.fail;

import ahp.protocol.Json;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The official AHP JSON Schemas, validated with a real JSON Schema (2020-12) validator: the five 0.8.0
 * schema files as they are but for two generator defects made harmless (see
 * {@link #actionsWithDanglingRefClosed} and {@link #withStatusAsBitset}), the five 1.1.0 schema files
 * ({@link #v1(String, String)}, the same defects made harmless), and the 1.1.0 terminal
 * definitions of {@code schema-excerpts}, whose
 * references to types outside the excerpt ({@code URI}, {@code AgentInfo}, {@code RootConfigState})
 * resolve against the 0.8.0 state schema.
 */
final class Schemas {

    /** Where the 0.8.0 schemas live, by their {@code $id}. */
    static final String BASE = "https://microsoft.github.io/agent-host-protocol/schema/";
    /** The id the 0.9.0 (1.1.0-excerpt) state schema is registered under. */
    static final String STATE_1_1_0 = "urn:ahp-terminals:test:state-1.1.0-terminal-defs.json";
    /** The older releases whose state schema is in {@code schema-releases}. */
    static final List<String> RELEASES = List.of("0.5.2", "0.6.0", "0.7.0");

    /**
     * Properties the generator of the releases before 0.7.0 marked required although they are
     * optional ({@code T | undefined}); the 0.7.0 CHANGELOG's "Fixed" lists them. Only the state
     * schema's two matter here.
     */
    private static final Map<String, String> OPTIONAL_BEFORE_070 = Map.of("Turn", "usage", "ActiveTurn", "usage");

    private static final SchemaRegistry REGISTRY = build();
    private static final Map<String, Schema> CACHE = new ConcurrentHashMap<>();

    private Schemas() {}

    private static SchemaRegistry build() {
        Map<String, String> schemas = new HashMap<>();
        for (String name : List.of("commands", "errors", "notifications", "state")) {
            schemas.put(BASE + name + ".schema.json", Json.write(withStatusAsBitset(read(name))));
        }
        schemas.put(BASE + "actions.schema.json", Json.write(withStatusAsBitset(actionsWithDanglingRefClosed())));
        schemas.put(STATE_1_1_0, Json.write(excerptOverState()));
        for (String name : List.of("actions", "commands", "errors", "notifications", "state")) {
            schemas.put(v1Id(name), Json.write(v1(name)));
        }
        for (String release : RELEASES) {
            schemas.put(releaseId(release), Json.write(release(release)));
        }
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12, b -> b.schemas(schemas));
    }

    /**
     * The 0.8.0 actions schema, with one defect of its generator made harmless: the first branch of
     * {@code StateAction.oneOf} is {@code {"$ref": "#/$defs/"}}, a reference to a definition named
     * {@code ""} that does not exist, which a validator rightly refuses to resolve. Registering
     * {@code "": false} there makes that branch match nothing, so {@code oneOf} means what the other
     * 100-odd branches say. The file itself stays as upstream wrote it; the commands and errors
     * schemas carry the same {@code StateAction} without the defect, and envelopes are validated
     * against those too.
     */
    private static ObjectNode actionsWithDanglingRefClosed() {
        ObjectNode actions = read("actions");
        ObjectNode defs = (ObjectNode) actions.get("$defs");
        if (!defs.has("")) {
            defs.put("", false);
        }
        return actions;
    }

    /**
     * {@code schema} with a second defect of its generator made harmless: {@code SessionStatus} is a
     * bitset (its own description says to test bits, the round trips {@code 004} and {@code 005} carry
     * 72 and 2147483720, and the reducer fixtures 33 and 65), but it was written out as the closed
     * enum of its single bits {@code [1, 2, 8, 24, 32, 64]}, which refuses every combination such as
     * "idle and read" (33). Upstream's {@code KNOWN-FIDELITY-GAPS.md} notes the same limit of the
     * TypeScript type. The definition is widened to a non-negative integer; nothing else changes.
     */
    private static ObjectNode withStatusAsBitset(ObjectNode schema) {
        if (schema.get("$defs") instanceof ObjectNode defs && defs.has("SessionStatus")) {
            ObjectNode bitset = Json.MAPPER.createObjectNode();
            bitset.put("type", "integer");
            bitset.put("minimum", 0);
            defs.set("SessionStatus", bitset);
        }
        return schema;
    }

    /**
     * The state schema of an older release, as released but for the bitset above and, before 0.7.0,
     * the properties wrongly marked required ({@link #OPTIONAL_BEFORE_070}).
     */
    private static ObjectNode release(String version) {
        ObjectNode state = withStatusAsBitset((ObjectNode) Json.MAPPER.readTree(SpecResources.read(
                SpecResources.root().resolve("schema-releases/state-" + version + ".schema.json"))));
        state.put("$id", releaseId(version));
        if (!"0.7.0".equals(version)) {
            OPTIONAL_BEFORE_070.forEach((def, field) -> {
                if (state.get("$defs").get(def).get("required") instanceof ArrayNode required) {
                    for (int i = required.size() - 1; i >= 0; i--) {
                        if (field.equals(required.get(i).asString())) {
                            required.remove(i);
                        }
                    }
                }
            });
        }
        return state;
    }

    private static String releaseId(String version) {
        return "urn:ahp-terminals:test:state-" + version + ".json";
    }

    /** The definition {@code def} of the state schema of release {@code version} (one of {@link #RELEASES}). */
    static Schema release(String version, String def) {
        return schema(releaseId(version) + "#/$defs/" + def);
    }

    private static ObjectNode read(String name) {
        return (ObjectNode) Json.MAPPER.readTree(
                SpecResources.read(SpecResources.root().resolve("schema/" + name + ".schema.json")));
    }

    /** The 0.8.0 state schema (status widened as above) with the excerpt's 18 definitions put over its own. */
    private static ObjectNode excerptOverState() {
        ObjectNode state = withStatusAsBitset(read("state"));
        ObjectNode excerpt = (ObjectNode) Json.MAPPER.readTree(SpecResources.read(
                SpecResources.root().resolve("schema-excerpts/state.terminal-defs.1.1.0.json")));
        ObjectNode defs = (ObjectNode) state.get("$defs");
        excerpt.get("$defs").properties().forEach(def -> defs.set(def.getKey(), def.getValue()));
        state.put("$id", STATE_1_1_0);
        return state;
    }

    /**
     * The 1.1.0 schema file {@code name} of {@code schema-1.1.0}, under an id of its own (it carries the
     * 0.8.0 files' {@code $id}), with the two generator defects the 0.8.0 files have made harmless the
     * same way: the dangling first branch of {@code StateAction} and {@code SessionStatus} as a closed
     * enum of single bits.
     */
    private static ObjectNode v1(String name) {
        ObjectNode schema = withStatusAsBitset((ObjectNode) Json.MAPPER.readTree(
                SpecResources.read(SpecResources.root().resolve("schema-1.1.0/" + name + ".schema.json"))));
        schema.put("$id", v1Id(name));
        ObjectNode defs = (ObjectNode) schema.get("$defs");
        if (!defs.has("")) {
            defs.put("", false);
        }
        return schema;
    }

    private static String v1Id(String name) {
        return "urn:ahp-terminals:test:1.1.0/" + name + ".schema.json";
    }

    /** The definition {@code def} of the 1.1.0 schema file {@code file} ({@code "commands"}, ...). */
    static Schema v1(String file, String def) {
        return schema(v1Id(file) + "#/$defs/" + def);
    }

    /** The definition {@code def} of the 0.8.0 schema file {@code file} ({@code "commands"}, ...). */
    static Schema v080(String file, String def) {
        return schema(BASE + file + ".schema.json#/$defs/" + def);
    }

    /** The definition {@code def} of the 1.1.0 terminal excerpt (over the 0.8.0 state schema). */
    static Schema v110(String def) {
        return schema(STATE_1_1_0 + "#/$defs/" + def);
    }

    private static Schema schema(String location) {
        return CACHE.computeIfAbsent(location, l -> REGISTRY.getSchema(SchemaLocation.of(l)));
    }

    /** The validation errors of {@code value} (serialised by the shared mapper) against {@code schema}. */
    static List<Error> errors(Schema schema, Object value) {
        JsonNode node = value instanceof JsonNode n ? n : Json.MAPPER.readTree(Json.write(value));
        return schema.validate(node);
    }

    /** Fails, listing every error, unless {@code value} is valid against {@code schema}. */
    static void assertValid(Schema schema, Object value, String what) {
        List<Error> errors = errors(schema, value);
        if (!errors.isEmpty()) {
            fail(what + " is not valid against " + schema.getSchemaLocation() + ":\n  "
                    + String.join("\n  ", errors.stream().map(Error::toString).toList())
                    + "\nvalue: " + (value instanceof JsonNode ? value : Json.write(value)));
        }
    }
}
