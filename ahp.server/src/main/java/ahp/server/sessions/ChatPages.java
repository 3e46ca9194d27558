package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.chat.TurnsLoaded;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A long chat's turns a page at a time. A chat brought back with more than {@link #PAGE} turns holds
 * its newest page in its state, with {@code turnsNextCursor}; the rest wait in
 * {@link LiveChat#olderTurns}. {@code fetchTurns} dispatches {@code chat/turnsLoaded} with the page
 * before the window, to every subscriber of the chat, before it answers {@code {}}, as the protocol's
 * {@code FetchTurnsParams} says a host MUST; with nothing older to load it dispatches an empty page. An
 * action that names a turn outside the window loads every older turn first ({@link #loadAllFor}).
 *
 * <p>The cursor is the number of turns still older than the window, as a decimal string; a cursor
 * this host never gave is refused in VS Code's words ("unrecognized fetchTurns cursor"), and one a page
 * already loaded went past loads nothing more.
 */
final class ChatPages {

    /** How many turns a snapshot of a chat brought back holds, and how many a page loads. */
    static final int PAGE = 50;

    private ChatPages() {}

    /**
     * {@code fetchTurns} of {@code chat} (null: a chat the host does not hold): the page is dispatched
     * and folded before the caller answers.
     *
     * @throws RpcException {@code -32001} for a chat not held, {@code -32602} for a cursor this host did
     *     not give
     */
    static void fetch(Sessions sessions, LiveChat chat, String chatUri, String cursor) {
        if (chat == null) {
            // VS Code's host says "session not found" for a chat it does not hold, and its tests match it
            // (src/vs/platform/agentHost/test/node/protocol/ conformance: "fetchTurns rejects an unknown chat").
            throw new RpcException(ErrorCode.SESSION_NOT_FOUND, "Session not found: no chat " + chatUri);
        }
        sessions.host.locked(() -> {
            Action page = page(chat, cursor);
            sessions.host.publish(chat.uri, page, () -> {
                sessions.fold(chat, page);
                loaded(chat, page);
            });
            return null;
        });
    }

    /** Moves every turn of {@code state} but the newest {@link #PAGE} to {@code chat}'s older turns. */
    static void window(LiveChat chat, ObjectNode state) {
        JsonNode turns = state.path("turns");
        if (!(turns instanceof ArrayNode all) || all.size() <= PAGE) {
            return;
        }
        int older = all.size() - PAGE;
        for (int i = 0; i < older; i++) {
            chat.olderTurns.add(all.remove(0));
        }
        state.put("turnsNextCursor", Integer.toString(older));
    }

    /**
     * {@code fetchTurns}: the page before the window, as the action to dispatch; under the lock.
     *
     * @throws RpcException {@code -32602} for a cursor this host did not give
     */
    static Action page(LiveChat chat, String cursor) {
        int older = chat.olderTurns.size();
        if (cursor != null && !recognised(chat, cursor)) {
            throw new RpcException(ErrorCode.INVALID_PARAMS,
                    "Invalid params: unrecognized fetchTurns cursor '" + cursor + "'");
        }
        int from = Math.max(0, older - PAGE);
        List<JsonNode> page = new ArrayList<>(chat.olderTurns.subList(from, older));
        return new TurnsLoaded(page, from > 0 ? Integer.toString(from) : null);
    }

    /** Every older turn, as the action that loads them; null when there are none; under the lock. */
    static Action loadAllFor(LiveChat chat, String turnId) {
        if (chat.olderTurns.isEmpty() || turnId == null || chat.state.turnIds().contains(turnId)
                || chat.olderTurns.stream().noneMatch(turn -> turnId.equals(turn.path("id").asString(null)))) {
            return null;
        }
        return new TurnsLoaded(List.copyOf(chat.olderTurns), null);
    }

    /** After {@code loaded} went out: the turns it carried are the state's now; under the lock. */
    static void loaded(LiveChat chat, Action loaded) {
        if (loaded instanceof TurnsLoaded page) {
            int keep = Math.max(0, chat.olderTurns.size() - page.turns().size());
            chat.loadedOlder += chat.olderTurns.size() - keep;
            chat.olderTurns.subList(keep, chat.olderTurns.size()).clear();
        }
    }

    /** The ids of every turn of the chat, the window's and the older ones; under the lock. */
    static java.util.Set<String> allTurnIds(LiveChat chat) {
        // Without a cursor nothing older is held (olderTurns is emptied where a truncation takes it away).
        java.util.Set<String> ids = new java.util.HashSet<>(chat.state.turnIds());
        if (chat.state.body().has("turnsNextCursor")) {
            chat.olderTurns.forEach(turn -> ids.add(turn.path("id").asString("")));
        }
        return ids;
    }

    /**
     * The id of the turn before {@code turnId} where the chat holds it now (the window's, then the
     * older ones'), or null for the first; under the lock. A turn is kept after this one, not after the
     * turn that was last when it started: it joins the chat's turns when it ends (issue 41).
     */
    static String before(LiveChat chat, String turnId) {
        List<String> ids = new ArrayList<>();
        if (chat.state.body().has("turnsNextCursor")) {
            chat.olderTurns.forEach(turn -> ids.add(turn.path("id").asString("")));
        }
        ids.addAll(chat.state.turnIds());
        int at = ids.lastIndexOf(turnId);
        return at > 0 ? ids.get(at - 1) : null;
    }

    private static boolean recognised(LiveChat chat, String cursor) {
        if (!cursor.matches("[1-9][0-9]{0,9}")) {
            return false;
        }
        long older = Long.parseLong(cursor);
        return older <= chat.olderTurns.size() + chat.loadedOlder;
    }
}
