package ahp.backends.acp.session;

import ahp.backends.acp.client.AgentTerminals;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;

/**
 * A route that passes everything to another and notes whether any update came: what
 * {@code session/load} replays through, so the host knows, once the load is answered, whether the
 * agent replayed before its answer (ACP's order) or may replay after it ({@link LateReplay}).
 */
final class CountedRoute implements SessionRoute {

    private final SessionRoute to;
    private volatile boolean updated;

    CountedRoute(SessionRoute to) {
        this.to = to;
    }

    /** Whether an update came through. */
    boolean updated() {
        return updated;
    }

    @Override
    public void update(JsonNode update) {
        updated = true;
        to.update(update);
    }

    @Override
    public CompletionStage<JsonNode> requestPermission(JsonNode params) {
        return to.requestPermission(params);
    }

    @Override
    public AgentTerminals.Origin origin() {
        return to.origin();
    }
}
