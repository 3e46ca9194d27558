package ahp.server.sessions;

import ahp.protocol.chat.ChatState;
import ahp.protocol.chat.SessionStatus;
import ahp.protocol.session.SessionState;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A session brought back from its folder after a restart. A terminal-only session has no transcript,
 * so its chats are rebuilt from their local turns, each put back after the turn it followed, in the
 * order they ran; a local turn whose anchor is no longer there is dropped with what it kept. A session
 * with commands is dated from its first command's start to its last one's end and, unless somebody
 * named it, titled after its first command (provisionally, as before the restart: {@link SessionTitles}).
 */
final class SessionLoader {

    private static final System.Logger LOG = System.getLogger(SessionLoader.class.getName());

    private SessionLoader() {}

    static LiveSession load(Sessions sessions, StoredSession stored) {
        String id = SessionIds.session(stored.resource(), "resource");
        LiveSession session = new LiveSession(stored.resource(), id, stored.provider(), stored.workingDirectories(),
                stored.createdAt());
        session.title = stored.title();
        session.named = stored.named();
        // Seeded by a title, a name, or (below) a kept command: an untitled session's first command
        // after the restart titles it, as it would have before (issue 41).
        session.titleSeeded = stored.named() || !stored.title().isEmpty();
        session.modifiedAt = stored.modifiedAt();
        session.defaultChat = stored.defaultChat();
        session.read = stored.read();
        session.archived = stored.archived();
        String firstStart = null;
        String lastEnd = null;
        for (StoredSession.StoredChat storedChat : stored.chats()) {
            String chatId = SessionIds.chat(storedChat.resource(), "resource");
            ObjectNode state = SessionViews.chatState(storedChat.resource(), storedChat.title(), stored.modifiedAt());
            state.put("status", (storedChat.failed() ? SessionStatus.ERROR : SessionStatus.IDLE) | (storedChat.read() ? SessionStatus.IS_READ : 0)
                    | (storedChat.archived() ? SessionStatus.IS_ARCHIVED : 0));
            LiveChat chat = new LiveChat(session, storedChat.resource(), chatId, storedChat.createdAt(), ChatState.of(state));
            List<StoredTurn> kept = sessions.store.loadTurns(id, chatId);
            ArrayNode turns = state.putArray("turns");
            List<StoredTurn> placed = placed(kept);
            for (StoredTurn turn : kept) {
                if (!placed.contains(turn)) {
                    LOG.log(Level.INFO, "Dropped local turn {0} of {1}: the turn it followed is gone", turn.id(), chat.uri);
                    drop(sessions, session, chat, turn);
                }
            }
            for (StoredTurn turn : placed) {
                turns.add(turn.turn());
                chat.localTurns.add(turn);
                chat.nextSequence = Math.max(chat.nextSequence, turn.sequence() + 1);
                String start = turn.turn().path("startedAt").asString(null);
                if (firstStart == null && start != null) {
                    firstStart = start;
                }
                String end = end(turn.turn());
                if (end != null && (lastEnd == null || end.compareTo(lastEnd) > 0)) {
                    lastEnd = end;
                }
            }
            if (!turns.isEmpty()) {
                JsonNode last = turns.get(turns.size() - 1);
                String modified = end(last);
                state.put("modifiedAt", modified != null ? modified : stored.modifiedAt());
            }
            if (!session.named) {
                String command = firstCommand(turns);
                if (command != null && (session.title.isEmpty() || session.title.equals("New Session"))) {
                    session.title = CommandLine.title(command);
                    session.titleSeeded = true;
                }
                if (command != null && session.title.equals(CommandLine.title(command))) {
                    session.titleProvisional = true;
                }
            }
            ChatPages.window(chat, state);
            chat.state = ChatState.of(state);
            session.chats.put(chat.uri, chat);
        }
        if (firstStart != null) {
            session.modifiedAt = lastEnd != null ? lastEnd : session.modifiedAt;
        }
        LiveSession dated = firstStart == null ? session : redate(session, firstStart);
        dated.state = SessionConfigs.withConfig(SessionState.of(SessionViews.sessionState(dated)),
                sessions.store.loadConfig(id).orElse(null));
        return dated;
    }

    /**
     * {@code kept} (in the order they were kept) put in the order they ran: each right after the turn
     * it followed, which may have been kept after it (a cancelled command ends after the turn that
     * followed it did), after the turns already placed behind the same one; a turn whose anchor is
     * never placed is left out.
     */
    static List<StoredTurn> placed(List<StoredTurn> kept) {
        List<StoredTurn> order = new java.util.ArrayList<>();
        Set<String> ids = new HashSet<>();
        List<StoredTurn> waiting = new java.util.ArrayList<>(kept);
        boolean progress = true;
        while (progress) {
            progress = false;
            for (java.util.Iterator<StoredTurn> it = waiting.iterator(); it.hasNext(); ) {
                StoredTurn turn = it.next();
                if (turn.anchor() != null && !ids.contains(turn.anchor())) {
                    continue;
                }
                int at = 0;
                if (turn.anchor() != null) {
                    while (!order.get(at).id().equals(turn.anchor())) {
                        at++;
                    }
                    at++;
                }
                while (at < order.size() && java.util.Objects.equals(order.get(at).anchor(), turn.anchor())) {
                    at++;
                }
                order.add(at, turn);
                ids.add(turn.id());
                it.remove();
                progress = true;
            }
        }
        return order;
    }

    /** The same session, created at {@code createdAt}. */
    private static LiveSession redate(LiveSession session, String createdAt) {
        LiveSession dated = new LiveSession(session.uri, session.id, session.provider, session.workingDirectories, createdAt);
        dated.title = session.title;
        dated.named = session.named;
        dated.titleSeeded = session.titleSeeded;
        dated.titleProvisional = session.titleProvisional;
        dated.modifiedAt = session.modifiedAt;
        dated.defaultChat = session.defaultChat;
        dated.read = session.read;
        dated.archived = session.archived;
        session.chats.values().forEach(chat -> {
            LiveChat moved = new LiveChat(dated, chat.uri, chat.id, chat.createdAt, chat.state);
            moved.localTurns.addAll(chat.localTurns);
            moved.olderTurns.addAll(chat.olderTurns);
            moved.nextSequence = chat.nextSequence;
            dated.chats.put(moved.uri, moved);
        });
        return dated;
    }

    private static String firstCommand(ArrayNode turns) {
        for (JsonNode turn : turns) {
            java.util.Optional<String> command = CommandLine.of(turn.path("message").path("text").asString(""));
            if (command.isPresent()) {
                return command.get();
            }
        }
        return null;
    }

    /** When a finished turn ended: its start plus its duration. */
    private static String end(JsonNode turn) {
        try {
            Instant start = Instant.parse(turn.path("startedAt").asString(""));
            return start.plusMillis(turn.path("duration").asLong(0)).toString();
        } catch (RuntimeException unreadable) {
            return null;
        }
    }

    private static void drop(Sessions sessions, LiveSession session, LiveChat chat, StoredTurn turn) {
        try {
            sessions.store.deleteTurn(session.id, chat.id, turn);
        } catch (IOException cannot) {
            LOG.log(Level.WARNING, "Could not drop local turn " + turn.id() + " of " + chat.uri, cannot);
        }
    }
}
