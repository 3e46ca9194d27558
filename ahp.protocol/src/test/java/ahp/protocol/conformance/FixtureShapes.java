package ahp.protocol.conformance;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Test-side conversion of the upstream 0.8.0 fixtures to the 0.9.0 shape (old to new; the product's
 * views do new to old). A terminal's flat {@code exitCode} becomes {@code lifecycle} (absent means
 * running), a session's {@code lifecycle} {@code creationFailed} becomes {@code failed}, and, when
 * asked, a session claim without {@code chat} gets one derived from its session, since 0.9.0 requires
 * it. Everything else is copied as it is.
 */
final class FixtureShapes {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private FixtureShapes() {}

    /** The chat URI given to a 0.8.0 session claim, which had none. */
    static String chatOf(String session) {
        return session + "#chat";
    }

    /** A state of the fixture's {@code reducer} kind in the 0.9.0 shape. */
    static JsonNode state(String reducer, JsonNode state, boolean addChat) {
        return switch (reducer) {
            case "terminal" -> terminal(state, addChat);
            case "root" -> root(state, addChat);
            case "session" -> session(state);
            default -> state;
        };
    }

    private static JsonNode session(JsonNode state) {
        if (!(state instanceof ObjectNode s) || !"creationFailed".equals(s.path("lifecycle").asString(""))) {
            return state;
        }
        ObjectNode out = s.deepCopy();
        out.put("lifecycle", "failed");
        return out;
    }

    /** An action in the 0.9.0 shape. */
    static JsonNode action(JsonNode action, boolean addChat) {
        if (!(action instanceof ObjectNode a)) {
            return action;
        }
        return switch (a.path("type").asString("")) {
            case "terminal/claimed" -> {
                ObjectNode out = a.deepCopy();
                out.set("claim", claim(a.get("claim"), addChat));
                yield out;
            }
            case "root/terminalsChanged" -> {
                ObjectNode out = a.deepCopy();
                out.set("terminals", rows(a.get("terminals"), addChat));
                yield out;
            }
            default -> a;
        };
    }

    private static JsonNode terminal(JsonNode state, boolean addChat) {
        if (!(state instanceof ObjectNode s)) {
            return state;
        }
        ObjectNode out = exitToLifecycle(s);
        out.set("claim", claim(s.get("claim"), addChat));
        return out;
    }

    private static JsonNode root(JsonNode state, boolean addChat) {
        if (!(state instanceof ObjectNode s) || !s.has("terminals")) {
            return state;
        }
        ObjectNode out = s.deepCopy();
        out.set("terminals", rows(s.get("terminals"), addChat));
        return out;
    }

    private static JsonNode rows(JsonNode rows, boolean addChat) {
        if (!(rows instanceof ArrayNode array)) {
            return rows;
        }
        ArrayNode out = NODES.arrayNode();
        for (JsonNode row : array) {
            if (row instanceof ObjectNode r) {
                ObjectNode upgraded = exitToLifecycle(r);
                upgraded.set("claim", claim(r.get("claim"), addChat));
                out.add(upgraded);
            } else {
                out.add(row);
            }
        }
        return out;
    }

    private static ObjectNode exitToLifecycle(ObjectNode node) {
        ObjectNode out = node.deepCopy();
        if (out.has("lifecycle")) {
            return out;
        }
        ObjectNode lifecycle = NODES.objectNode();
        JsonNode exitCode = out.remove("exitCode");
        if (exitCode != null && !exitCode.isNull()) {
            lifecycle.put("status", "exited");
            lifecycle.set("exitCode", exitCode);
        } else {
            lifecycle.put("status", "running");
        }
        out.set("lifecycle", lifecycle);
        return out;
    }

    private static JsonNode claim(JsonNode claim, boolean addChat) {
        if (!addChat || !(claim instanceof ObjectNode c) || !"session".equals(c.path("kind").asString(""))
                || c.has("chat")) {
            return claim;
        }
        ObjectNode out = c.deepCopy();
        out.put("chat", chatOf(c.path("session").asString()));
        return out;
    }
}
