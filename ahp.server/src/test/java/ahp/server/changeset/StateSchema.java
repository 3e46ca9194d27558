package ahp.server.changeset;

import ahp.protocol.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The official 0.8.0 state schema ({@code ahp.protocol}'s test copy of it), checked by hand: ahp.server's
 * tests have no JSON Schema library. It understands exactly the keywords the changeset definitions
 * and what they reference use ({@code type}, {@code properties}, {@code required}, {@code items},
 * {@code $ref}, {@code enum}, {@code const}, {@code oneOf}, {@code additionalProperties}) and fails on
 * any other, so a definition it cannot read is never passed silently.
 */
final class StateSchema {

    private static final Set<String> IGNORED = Set.of("description", "title", "$comment");

    private final JsonNode defs;

    private StateSchema(JsonNode defs) {
        this.defs = defs;
    }

    /** The schema, from ahp.protocol's test resources beside this module. */
    static StateSchema load() {
        Path file = Path.of("..", "ahp.protocol", "src", "test", "resources", "ahp-spec", "schema", "state.schema.json");
        try {
            return new StateSchema(Json.MAPPER.readTree(Files.readString(file)).get("$defs"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What is wrong with {@code value} as {@code definition}; empty when nothing is. */
    List<String> problems(String definition, JsonNode value) {
        List<String> problems = new ArrayList<>();
        check(ref(definition), value, "$", problems);
        return problems;
    }

    private JsonNode ref(String name) {
        JsonNode def = defs.get(name);
        if (def == null) {
            throw new IllegalArgumentException("no definition " + name);
        }
        return def;
    }

    private void check(JsonNode schema, JsonNode value, String at, List<String> problems) {
        for (Map.Entry<String, JsonNode> keyword : schema.properties()) {
            JsonNode arg = keyword.getValue();
            switch (keyword.getKey()) {
                case "$ref" -> check(ref(arg.asString().substring("#/$defs/".length())), value, at, problems);
                case "type" -> {
                    if (!hasType(value, arg.asString())) {
                        problems.add(at + " is not " + arg.asString() + ": " + value);
                    }
                }
                case "enum" -> {
                    boolean found = false;
                    for (JsonNode allowed : arg) {
                        found |= allowed.equals(value);
                    }
                    if (!found) {
                        problems.add(at + " is not one of " + arg + ": " + value);
                    }
                }
                case "const" -> {
                    if (!arg.equals(value)) {
                        problems.add(at + " is not " + arg + ": " + value);
                    }
                }
                case "required" -> {
                    for (JsonNode name : arg) {
                        if (value.isObject() && !value.has(name.asString())) {
                            problems.add(at + " lacks required " + name.asString());
                        }
                    }
                }
                case "properties" -> {
                    if (value.isObject()) {
                        for (Map.Entry<String, JsonNode> property : arg.properties()) {
                            JsonNode member = value.get(property.getKey());
                            if (member != null) {
                                check(property.getValue(), member, at + "." + property.getKey(), problems);
                            }
                        }
                    }
                }
                case "additionalProperties" -> {
                    if (value.isObject() && !arg.isEmpty()) {
                        throw new IllegalStateException("additionalProperties with a schema is not understood here");
                    }
                }
                case "items" -> {
                    if (value.isArray()) {
                        for (int i = 0; i < value.size(); i++) {
                            check(arg, value.get(i), at + "[" + i + "]", problems);
                        }
                    }
                }
                case "oneOf" -> {
                    int matches = 0;
                    for (JsonNode branch : arg) {
                        List<String> branchProblems = new ArrayList<>();
                        check(branch, value, at, branchProblems);
                        matches += branchProblems.isEmpty() ? 1 : 0;
                    }
                    if (matches != 1) {
                        problems.add(at + " matches " + matches + " branches of oneOf: " + value);
                    }
                }
                default -> {
                    if (!IGNORED.contains(keyword.getKey())) {
                        throw new IllegalStateException("keyword " + keyword.getKey() + " is not understood here");
                    }
                }
            }
        }
    }

    private static boolean hasType(JsonNode value, String type) {
        return switch (type) {
            case "string" -> value.isString();
            case "number" -> value.isNumber();
            case "integer" -> value.isIntegralNumber();
            case "boolean" -> value.isBoolean();
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            case "null" -> value.isNull();
            default -> throw new IllegalStateException("type " + type + " is not understood here");
        };
    }
}
