package ahp.backends.api;

import tools.jackson.databind.node.ObjectNode;

/** One agent that can back a session. */
public interface AgentBackend {

    /** Its id: a session's {@code provider}. Letters, digits, {@code -}, {@code _} and {@code .}. */
    String provider();

    /**
     * How the root lists it: an {@code AgentInfo} ({@code provider}, {@code displayName},
     * {@code description}, {@code models}, ...), whose {@code provider} is {@link #provider()}.
     */
    ObjectNode info();

    /**
     * Starts a session's backend. Called when a session is created with this provider, and again for a
     * session brought back after a restart ({@link SessionStart#restored()}). Must not block for long:
     * a backend that has a process to start starts it here or on its first turn.
     */
    SessionBackend start(SessionStart start);
}
