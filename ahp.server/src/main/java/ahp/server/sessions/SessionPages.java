package ahp.server.sessions;

import ahp.protocol.Json;
import ahp.protocol.jsonrpc.RpcException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** {@code listSessions}' pages: summaries most recently modified first, 100 a page unless asked (at most 1,000). */
final class SessionPages {

    private static final int DEFAULT_PAGE = 100;
    private static final int MAX_PAGE = 1_000;

    private SessionPages() {}

    /**
     * The page of {@code summaries} that {@code limit} and {@code cursor} ask for.
     *
     * @throws RpcException {@code -32602} for a cursor this host did not give
     */
    static ObjectNode page(List<ObjectNode> summaries, Integer limit, String cursor) {
        int size = limit == null ? DEFAULT_PAGE : Math.max(1, Math.min(MAX_PAGE, limit));
        int from = PageCursor.offset(cursor);
        List<ObjectNode> all = new ArrayList<>(summaries);
        all.sort(Comparator.comparing((ObjectNode s) -> s.path("modifiedAt").asString(""))
                .thenComparing(s -> s.path("resource").asString("")).reversed());
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode items = result.putArray("items");
        all.stream().skip(from).limit(size).forEach(items::add);
        if (from + size < all.size()) {
            result.put("nextCursor", PageCursor.of(from + size));
        }
        return result;
    }
}
