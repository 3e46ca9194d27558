package ahp.server.testing;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;

import java.util.UUID;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Small steps terminal tests repeat: open one, type into it, read what it printed. */
public final class Terminals {

    private Terminals() {}

    /** A fresh terminal URI. */
    public static String newUri() {
        return "ahp-terminal:/" + UUID.randomUUID();
    }

    /** Opens a terminal at {@code uri} with {@code extra} params; returns the whole response. */
    public static JsonNode create(AhpTestClient client, String uri, ObjectNode extra) {
        ObjectNode params = params(uri);
        if (extra != null) {
            params.setAll(extra);
        }
        return client.request("createTerminal", params);
    }

    /** Subscribes to {@code uri}; returns the snapshot. */
    public static JsonNode subscribe(AhpTestClient client, String uri) {
        JsonNode response = client.request("subscribe", params(uri));
        if (response.has("error")) {
            throw new AssertionError("subscribe failed: " + response);
        }
        return response.path("result").path("snapshot");
    }

    /** Types {@code text} into {@code uri}. */
    public static long type(AhpTestClient client, String uri, String text) {
        return client.dispatch(uri, JSON.createObjectNode().put("type", "terminal/input").put("data", text));
    }

    /** Waits until {@code uri}'s output (from now) holds {@code expected}; returns all it read. */
    public static String awaitOutput(AhpTestClient client, String uri, String expected) {
        StringBuilder seen = new StringBuilder();
        try {
            while (!seen.toString().contains(expected)) {
                JsonNode data = client.envelopeOfType(uri, "terminal/data");
                seen.append(data.path("action").path("data").asString());
            }
        } catch (AssertionError timedOut) {
            throw new AssertionError("no \"" + expected + "\" in the output; it printed: " + seen, timedOut);
        }
        return seen.toString();
    }

    /** The next root list that satisfies {@code wanted}. */
    public static JsonNode rootList(AhpTestClient client, java.util.function.Predicate<JsonNode> wanted) {
        return client.envelope(ROOT, envelope -> "root/terminalsChanged".equals(envelope.path("action").path("type")
                .asString("")) && wanted.test(envelope.path("action").path("terminals"))).path("action").path("terminals");
    }

    /** The row for {@code uri} in a root list, or a missing node. */
    public static JsonNode row(JsonNode terminals, String uri) {
        for (JsonNode row : terminals) {
            if (uri.equals(row.path("resource").asString(""))) {
                return row;
            }
        }
        return JSON.missingNode();
    }

    /** Every part's text in a terminal state, joined. */
    public static String text(JsonNode state) {
        StringBuilder text = new StringBuilder();
        for (JsonNode part : state.path("content")) {
            text.append(part.has("output") ? part.path("output").asString() : part.path("value").asString());
        }
        return text.toString();
    }
}
