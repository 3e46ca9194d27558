package ahp.backends.acp.session;

import ahp.backends.acp.client.AgentTerminals;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;

/** Where what an agent says about one of its sessions goes: a running turn, a replay, or nowhere. */
interface SessionRoute {

    /** A {@code session/update}'s {@code update}. On the connection's reader thread, in order. */
    void update(JsonNode update);

    /** A {@code session/request_permission}: completes with its {@code RequestPermissionResponse}. */
    CompletionStage<JsonNode> requestPermission(JsonNode params);

    /** Whose a terminal the agent opens now is; null when no turn runs. */
    AgentTerminals.Origin origin();

    /** A route that drops every update and cancels every permission request. */
    SessionRoute NOWHERE = new SessionRoute() {
        @Override
        public void update(JsonNode update) {}

        @Override
        public CompletionStage<JsonNode> requestPermission(JsonNode params) {
            return CompletableFuture.completedFuture(PermissionOptions.cancelled());
        }

        @Override
        public AgentTerminals.Origin origin() {
            return null;
        }
    };
}
