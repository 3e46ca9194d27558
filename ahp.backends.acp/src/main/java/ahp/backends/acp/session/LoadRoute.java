package ahp.backends.acp.session;

import ahp.backends.acp.client.AgentTerminals;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;

/**
 * Where what an agent says about a session goes while the host loads it: before the agent answered
 * {@code session/load}, to the route the load was given (the replay ACP has come before the answer),
 * the {@link LateReplay} hearing of it too; after, to the {@link LateReplay} alone. Which of the two an
 * update is, is decided on the thread that reads the agent, which completes the answer before it reads
 * the next message: an update the agent wrote after its answer is never taken for one before it,
 * however late the thread waiting for the answer wakes on a busy machine.
 */
final class LoadRoute implements SessionRoute {

    private final SessionRoute replay;
    private final LateReplay late;
    private final CompletableFuture<?> answer;

    /** A route sending to {@code replay} until {@code answer} (the load's) is complete, and to {@code late} after. */
    LoadRoute(SessionRoute replay, LateReplay late, CompletableFuture<?> answer) {
        this.replay = replay;
        this.late = late;
        this.answer = answer;
    }

    private SessionRoute current() {
        return answer.isDone() ? late : replay;
    }

    @Override
    public void update(JsonNode update) {
        SessionRoute to = current();
        if (to == replay) {
            late.heard(update);
        }
        to.update(update);
    }

    @Override
    public CompletionStage<JsonNode> requestPermission(JsonNode params) {
        return current().requestPermission(params);
    }

    @Override
    public AgentTerminals.Origin origin() {
        return current().origin();
    }
}
