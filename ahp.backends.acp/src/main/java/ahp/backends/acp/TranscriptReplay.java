package ahp.backends.acp;

import ahp.backends.api.TurnContext;
import tools.jackson.databind.JsonNode;

/**
 * Where a session brought back after a restart reports its chat's past turns, as its agent replays
 * them ({@code session/load}). The host passes one to {@link RestorableSession#restore}; for each past
 * turn the backend calls {@link #turn} with the person's message and reports the agent's answer through
 * the returned context exactly as it reports a live turn ({@link TurnContext#emit}), ending it with
 * {@link TurnContext#complete()} (or {@link TurnContext#error} when the replay broke off). Past turns
 * come in their order, each ended before the next one opens; {@link TurnContext#confirm} and
 * {@link TurnContext#opened} are not called for them.
 *
 * <p>This is the addition the backend port needs for {@code SessionStart.restored()} to mean
 * something (see {@link RestorableSession}); it belongs in {@code ahp.backends.api} and moves there
 * unchanged.
 */
@FunctionalInterface
public interface TranscriptReplay {

    /**
     * Opens the next past turn, started by {@code message} (a {@code Message}: {@code text} and
     * {@code origin: {kind: user}}); the host mints its id, as it does for a live turn.
     */
    TurnContext turn(JsonNode message);
}
