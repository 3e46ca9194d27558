package ahp.backends.acp;

import ahp.backends.api.SessionBackend;
import java.util.concurrent.CompletionStage;

/**
 * A session backend that can read a chat's transcript back after a restart. The port's
 * {@link SessionBackend} has no way for a backend to report turns outside a live turn, so
 * {@code SessionStart.restored()} cannot rebuild a chat; this adds one. A host that sees a restored
 * session's backend is a {@code RestorableSession} calls {@link #restore} for each chat before it
 * sends the chat a turn, and folds what comes through the {@link TranscriptReplay} into the chat's
 * turns. Proposed for {@code ahp.backends.api} as a default method of {@code SessionBackend}
 * (answering {@code false}).
 */
public interface RestorableSession extends SessionBackend {

    /**
     * Reads {@code chat}'s past turns into {@code replay}. Completes with true once the whole
     * transcript was replayed, false when there is nothing to replay (the chat never had a turn with
     * this agent, or the agent cannot load a session); fails with the reason the agent could not
     * (it is not installed, exited, ...). Turns of the chat sent after this wait for it.
     */
    CompletionStage<Boolean> restore(String chat, TranscriptReplay replay);
}
