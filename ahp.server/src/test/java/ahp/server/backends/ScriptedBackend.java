package ahp.server.backends;

import ahp.backends.api.AgentBackend;
import ahp.backends.api.BackendProvider;
import ahp.backends.api.SessionBackend;
import ahp.backends.api.SessionStart;
import ahp.backends.api.TurnContext;
import ahp.protocol.Json;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import tools.jackson.databind.node.ObjectNode;

/**
 * A backend the tests script: each turn runs the script the test gave, on a thread of its own, with
 * the start context the host handed the session. Not a stand-in for the host: the host under test is
 * the real one; this is the agent, which these machines cannot run.
 */
final class ScriptedBackend implements AgentBackend, BackendProvider {

    static final String ID = "scripted";

    final Map<String, SessionStart> starts = new ConcurrentHashMap<>();
    final List<String> cancelled = new CopyOnWriteArrayList<>();
    final List<String> closed = new CopyOnWriteArrayList<>();
    volatile BiConsumer<SessionStart, TurnContext> script = (start, turn) -> turn.complete();

    @Override
    public List<AgentBackend> agents(ahp.backends.api.BackendSettings settings) {
        return List.of(this);
    }

    @Override
    public String provider() {
        return ID;
    }

    @Override
    public ObjectNode info() {
        ObjectNode info = Json.MAPPER.createObjectNode().put("provider", ID).put("displayName", "Scripted")
                .put("description", "An agent the tests script");
        info.putArray("models");
        return info;
    }

    @Override
    public SessionBackend start(SessionStart start) {
        starts.put(start.session(), start);
        return new SessionBackend() {
            @Override
            public void prompt(TurnContext turn) {
                Thread.ofVirtual().name("scripted-turn").start(() -> script.accept(start, turn));
            }

            @Override
            public void cancel(String chat, String turnId) {
                cancelled.add(turnId);
            }

            @Override
            public void close() {
                closed.add(start.session());
            }
        };
    }
}
