package ahp.backends.api;

import tools.jackson.databind.node.ObjectNode;

/** A backend's half of one session. */
public interface SessionBackend extends AutoCloseable {

    /**
     * Runs one turn. Returns at once; the backend reports the turn's progress through {@code turn}
     * and ends it with {@link TurnContext#complete()} or {@link TurnContext#error}. A turn the backend
     * never ends is ended by the host when the session goes.
     */
    void prompt(TurnContext turn);

    /**
     * The person cancelled {@code turnId} of {@code chat}: stop it. The host has already ended the turn
     * in the chat's state; what the backend reports for it afterwards is dropped.
     */
    void cancel(String chat, String turnId);

    /**
     * A client changed the session's config ({@code session/configChanged}, checked against the
     * session's schema and already in its state): {@code values} are all of them now. The backend
     * takes them to its agent (in every chat, and in each chat it opens later), without blocking.
     */
    default void configChanged(ObjectNode values) {}

    /** A chat of this session was disposed. */
    default void chatDisposed(String chat) {}

    /** The session goes: stop everything, leave no process behind. */
    @Override
    void close();
}
