package ahp.backends.acp.session;

import ahp.backends.acp.rpc.Nodes;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A turn's usage as AHP's {@code UsageInfo}, which each {@code chat/usage} replaces whole: what the
 * agent last said of it in a {@code usage_update} (the context window, the session's cost) and in the
 * prompt's answer ({@code PromptResponse.usage}, its tokens), together.
 *
 * <ul>
 * <li>{@code inputTokens}, {@code outputTokens}: the answer's; {@code cacheReadTokens} its
 *     {@code cachedReadTokens};
 * <li>{@code _meta.totalTokens}, {@code _meta.thoughtTokens}, {@code _meta.cacheWriteTokens}: the
 *     answer's {@code totalTokens}, {@code thoughtTokens}, {@code cachedWriteTokens};
 * <li>{@code _meta.contextWindow}: the update's {@code used} and {@code size};
 * <li>{@code _meta.sessionCost}: the update's {@code cost} ({@code amount}, {@code currency}).
 * </ul>
 * A field that is not a number of the kind ACP names (a count of tokens: a whole number, not
 * negative) is left out; a report with nothing usable in it changes nothing.
 */
final class TurnUsage {

    private final ObjectNode usage = Nodes.object();

    /** A {@code usage_update}: the usage to send, or null when it carried nothing usable. */
    ObjectNode context(JsonNode update) {
        ObjectNode window = Nodes.object();
        count(update, "used", window, "used");
        count(update, "size", window, "size");
        JsonNode cost = update.get("cost");
        ObjectNode spent = Nodes.object();
        if (cost != null && cost.path("amount").isNumber() && Nodes.text(cost, "currency") != null) {
            spent.put("amount", cost.get("amount").doubleValue());
            spent.put("currency", Nodes.text(cost, "currency"));
        }
        if (window.isEmpty() && spent.isEmpty()) {
            return null;
        }
        if (!window.isEmpty()) {
            meta().set("contextWindow", window);
        }
        if (!spent.isEmpty()) {
            meta().set("sessionCost", spent);
        }
        return usage.deepCopy();
    }

    /** The prompt's answer's {@code usage}: the usage to send, or null when it carried nothing usable. */
    ObjectNode tokens(JsonNode answer) {
        if (answer == null || !answer.isObject()) {
            return null;
        }
        ObjectNode meta = Nodes.object();
        boolean any = count(answer, "inputTokens", usage, "inputTokens")
                | count(answer, "outputTokens", usage, "outputTokens")
                | count(answer, "cachedReadTokens", usage, "cacheReadTokens")
                | count(answer, "totalTokens", meta, "totalTokens")
                | count(answer, "thoughtTokens", meta, "thoughtTokens")
                | count(answer, "cachedWriteTokens", meta, "cacheWriteTokens");
        if (!any) {
            return null;
        }
        if (!meta.isEmpty()) {
            meta().setAll(meta);
        }
        return usage.deepCopy();
    }

    private ObjectNode meta() {
        return usage.has("_meta") ? (ObjectNode) usage.get("_meta") : usage.putObject("_meta");
    }

    /** Copies {@code from.field}, a count of tokens, to {@code to.name}; whether it was one. */
    private static boolean count(JsonNode from, String field, ObjectNode to, String name) {
        Long value = Nodes.integer(from, field);
        if (value == null || value < 0) {
            return false;
        }
        to.put(name, value);
        return true;
    }
}
