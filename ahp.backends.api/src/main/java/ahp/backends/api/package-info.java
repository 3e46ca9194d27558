/**
 * The agent backend port: {@link ahp.backends.api.BackendProvider} (the service),
 * {@link ahp.backends.api.AgentBackend} (one agent that can back a session),
 * {@link ahp.backends.api.SessionStart} (what the host hands a session's backend),
 * {@link ahp.backends.api.SessionBackend} (the backend's half of a session),
 * {@link ahp.backends.api.TurnContext} (one turn, reported as chat actions) and
 * {@link ahp.backends.api.BackendTerminals} (terminals the host owns).
 */
package ahp.backends.api;
