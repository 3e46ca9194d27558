package ahp.backends.api;

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

    /** A chat of this session was disposed. */
    default void chatDisposed(String chat) {}

    /** The session goes: stop everything, leave no process behind. */
    @Override
    void close();
}
