package ahp.server.sessions;

import ahp.protocol.command.CreateSessionParams.SessionForkSource;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code createSession} with {@code fork} ({@code SessionForkSource}: "The new session is populated
 * with content from the source session up to and including the specified turn's response"). The new
 * session's default chat starts with copies of the source's default chat turns up to that turn, kept as
 * its own local turns, so they come back after a restart like any turn of it; the source is not
 * touched. An agent backing the new session starts a session of its own: the copied turns are the
 * host's record, not the agent's context.
 */
final class SessionForks {

    private SessionForks() {}

    /**
     * The turns a fork of {@code fork} starts with, oldest first; under the sequence lock.
     *
     * @throws RpcException {@code -32001} for a source session not held, {@code -32602} for a turn that
     *     is not a completed turn of its default chat
     */
    static List<JsonNode> turns(Sessions sessions, SessionForkSource fork) {
        LiveSession source = sessions.findSession(fork.session());
        if (source == null) {
            throw new RpcException(ErrorCode.SESSION_NOT_FOUND, "Session not found: " + fork.session());
        }
        LiveChat chat = source.defaultChat == null ? null : source.chats.get(source.defaultChat);
        List<JsonNode> all = new ArrayList<>();
        if (chat != null) {
            all.addAll(chat.olderTurns);
            chat.state.body().path("turns").forEach(all::add);
        }
        for (int i = 0; i < all.size(); i++) {
            if (fork.turnId().equals(all.get(i).path("id").asString(null))) {
                return all.subList(0, i + 1).stream().map(JsonNode::deepCopy).toList();
            }
        }
        throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.fork.turnId' " + fork.turnId()
                + " is not a completed turn of " + fork.session());
    }

    /** Puts {@code turns} into the new chat's state and its local turns, to be written with it. */
    static void seed(LiveChat chat, ObjectNode state, List<JsonNode> turns) {
        ArrayNode into = state.putArray("turns");
        String anchor = null;
        for (JsonNode turn : turns) {
            into.add(turn);
            StoredTurn kept = new StoredTurn(chat.nextSequence++, anchor, (ObjectNode) turn);
            chat.localTurns.add(kept);
            chat.unwrittenTurns.add(kept);
            anchor = kept.id();
        }
    }
}
