/**
 * The agent backends this daemon found: every {@link ahp.backends.api.BackendProvider} on the module
 * path, asked once at start for its agents, each listed on the root and chosen by a session's
 * {@code provider}.
 */
package ahp.server.backends;
