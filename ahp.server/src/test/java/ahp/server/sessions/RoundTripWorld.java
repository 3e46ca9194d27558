package ahp.server.sessions;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * What {@link StoreRoundTripTest} knows of the daemon it drives: the sessions it made, their chats, and
 * the turn ids each chat was sent, so a random step can name a real turn, another chat's, or none.
 * It is a list of names only: what the daemon holds is read from its snapshots, never predicted.
 */
final class RoundTripWorld {

    /** A session the test made, its default chat first. */
    record Session(String uri, List<Chat> chats) {}

    /** A chat, with every turn id dispatched on it (ended or not, valid or not). */
    record Chat(String uri, List<String> turns, List<String> pending) {}

    final Map<String, Session> sessions = new LinkedHashMap<>();

    void added(String session, String defaultChat) {
        List<Chat> chats = new ArrayList<>();
        chats.add(new Chat(defaultChat, new ArrayList<>(), new ArrayList<>()));
        sessions.put(session, new Session(session, chats));
    }

    List<Chat> chats() {
        return sessions.values().stream().flatMap(s -> s.chats().stream()).toList();
    }

    Session sessionOf(Chat chat) {
        return sessions.values().stream().filter(s -> s.chats().contains(chat)).findFirst().orElseThrow();
    }

    static <T> T any(Random random, List<T> from) {
        return from.get(random.nextInt(from.size()));
    }
}
