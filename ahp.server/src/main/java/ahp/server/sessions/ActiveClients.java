package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.session.SessionReducer;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Which sessions each client is active in ({@code session/activeClientSet}), so that a client that
 * goes away stops being one: when its connection closes and it does not {@code reconnect} within
 * {@link #GRACE}, the host removes it from every session it was active in
 * ({@code session/activeClientRemoved}, as the schema says a host should); a {@code reconnect} in time
 * keeps it where its subscriptions still name the session, and removes it where they do not. Active
 * clients live in memory only: after a restart no client is connected, and each sets itself again.
 */
final class ActiveClients {

    /** How long a client that went away has to come back before it stops being active. */
    static final Duration GRACE = Duration.ofSeconds(60);

    private final Sessions sessions;
    private final Map<String, Set<String>> activeIn = new HashMap<>();
    private final Map<String, CompletableFuture<Void>> leaving = new HashMap<>();

    ActiveClients(Sessions sessions) {
        this.sessions = sessions;
    }

    /** {@code clientId} is active in {@code session}. */
    synchronized void active(String clientId, String session) {
        activeIn.computeIfAbsent(clientId, id -> new HashSet<>()).add(session);
    }

    /** {@code clientId} left {@code session} itself. */
    synchronized void left(String clientId, String session) {
        Set<String> where = activeIn.get(clientId);
        if (where != null) {
            where.remove(session);
        }
    }

    /** {@code clientId}'s connection closed: it is removed everywhere after {@link #GRACE} unless it comes back. */
    void gone(String clientId) {
        CompletableFuture<Void> timer = new CompletableFuture<>();
        synchronized (this) {
            if (!activeIn.containsKey(clientId)) {
                return;
            }
            CompletableFuture<Void> before = leaving.put(clientId, timer);
            if (before != null) {
                before.cancel(false);
            }
        }
        timer.completeOnTimeout(null, GRACE.toMillis(), TimeUnit.MILLISECONDS).thenRun(() -> {
            Set<String> where;
            synchronized (this) {
                if (leaving.get(clientId) != timer) {
                    return;
                }
                leaving.remove(clientId);
                where = activeIn.remove(clientId);
            }
            if (where != null) {
                where.forEach(session -> remove(clientId, session));
            }
        });
    }

    /** {@code clientId} came back with {@code subscriptions}: it stays active only in the sessions they name. */
    void back(String clientId, Collection<String> subscriptions) {
        Set<String> dropped = new HashSet<>();
        synchronized (this) {
            CompletableFuture<Void> timer = leaving.remove(clientId);
            if (timer != null) {
                timer.cancel(false);
            }
            Set<String> where = activeIn.get(clientId);
            if (where == null) {
                return;
            }
            for (String session : Set.copyOf(where)) {
                if (!subscriptions.contains(session)) {
                    where.remove(session);
                    dropped.add(session);
                }
            }
        }
        dropped.forEach(session -> remove(clientId, session));
    }

    private void remove(String clientId, String uri) {
        LiveSession session = sessions.findSession(uri);
        if (session == null) {
            return;
        }
        Action removed = Json.MAPPER.treeToValue(Json.MAPPER.createObjectNode().put("type", "session/activeClientRemoved")
                .put("clientId", clientId), Action.class);
        sessions.host.publish(uri, removed, () -> session.state = SessionReducer.reduce(session.state, removed));
    }
}
