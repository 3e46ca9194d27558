package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;

import ahp.protocol.chat.SessionStatus;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Everything a client can read of the daemon's sessions, as {@link StoreRoundTripTest} compares it
 * across a restart: {@code listSessions}, each listed session's state and each of its chats' state
 * (by {@code subscribe}), less the fields {@link #NOT_KEPT} names.
 */
final class StoreSnapshot {

    /**
     * Fields docs/sessions.md says are not kept, removed wherever they occur: {@code activeClients}
     * ("Active clients are not kept across a restart"), {@code modifiedAt} ("the session is dated from
     * its turns when it is read back"; "A session with commands is dated from its first command's start
     * to its last one's end"), and so {@code createdAt} (the same line: a session is re-dated from its
     * first command's start).
     */
    static final Set<String> NOT_KEPT = Set.of("activeClients", "modifiedAt", "createdAt");

    private StoreSnapshot() {}

    /** {@code listSessions}, then every listed session's and chat's state, keyed by URI. */
    static ObjectNode of(AhpTestClient client) {
        ObjectNode all = JSON.createObjectNode();
        JsonNode listed = answer(client.request("listSessions", params(AhpTestClient.ROOT)));
        // Most recently modified first, and the dates are not kept: compared in the order of their URIs.
        List<JsonNode> items = new java.util.ArrayList<>();
        listed.path("items").forEach(items::add);
        items.sort(java.util.Comparator.comparing(item -> item.path("resource").asString()));
        all.putArray("listSessions").addAll(items);
        ObjectNode states = all.putObject("states");
        for (JsonNode item : listed.path("items")) {
            String session = item.path("resource").asString();
            JsonNode state = subscribed(client, session);
            states.set(session, state);
            for (JsonNode chat : state.path("chats")) {
                String uri = chat.path("resource").asString();
                states.set(uri, subscribed(client, uri));
            }
        }
        return without(all);
    }

    /**
     * Waits until no chat of {@code client}'s sessions runs a turn or holds a pending message, each
     * chat's summary in its session says the chat's status (mirrored after a turn's end), and, where
     * the sessions work in a git work tree, each lists its changeset (read after it is created).
     */
    static void awaitQuiet(AhpTestClient client, boolean inWorkTree) {
        String[] busy = {""};
        Await.until("every turn ended, every pending message taken, every summary and changeset there", Await.STEP,
                () -> (busy[0] = busy(client, inWorkTree)) == null, () -> busy[0]);
    }

    /** What is not quiet yet, or null. */
    private static String busy(AhpTestClient client, boolean inWorkTree) {
        JsonNode listed = answer(client.request("listSessions", params(AhpTestClient.ROOT)));
        for (JsonNode item : listed.path("items")) {
            if ((item.path("status").asLong(0) & SessionStatus.ACTIVITY_MASK) == SessionStatus.IN_PROGRESS) {
                return "a turn still runs: " + item; // a command whose turn another took the place of, say
            }
            JsonNode session = subscribed(client, item.path("resource").asString());
            if (inWorkTree && session.path("changesets").isEmpty()) {
                return "no changeset yet: " + item;
            }
            for (JsonNode chat : session.path("chats")) {
                JsonNode state = subscribed(client, chat.path("resource").asString());
                if (state.hasNonNull("activeTurn") || state.hasNonNull("steeringMessage")
                        || !state.path("queuedMessages").isEmpty()
                        || state.path("status").asLong() != chat.path("status").asLong()) {
                    return "a chat is busy or its summary differs: " + chat + " " + state;
                }
            }
        }
        return null;
    }

    /** Whether {@code folder} is inside a git work tree (a {@code .git} beside it or above it). */
    static boolean inWorkTree(java.nio.file.Path folder) {
        for (java.nio.file.Path at = folder.toAbsolutePath(); at != null; at = at.getParent()) {
            if (java.nio.file.Files.exists(at.resolve(".git"))) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode subscribed(AhpTestClient client, String channel) {
        return answer(client.request("subscribe", params(channel))).path("snapshot").path("state");
    }

    private static JsonNode answer(JsonNode response) {
        if (response.has("error")) {
            throw new AssertionError("refused: " + response);
        }
        return response.path("result");
    }

    private static ObjectNode without(ObjectNode tree) {
        ObjectNode copy = tree.deepCopy();
        strip(copy);
        return copy;
    }

    private static void strip(JsonNode node) {
        if (node instanceof ObjectNode object) {
            for (String name : List.copyOf(object.propertyNames())) {
                if (NOT_KEPT.contains(name)) {
                    object.remove(name);
                } else {
                    strip(object.get(name));
                }
            }
        } else if (node.isArray()) {
            node.forEach(StoreSnapshot::strip);
        }
    }
}
