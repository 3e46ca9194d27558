/**
 * The agent backend port. A module {@code provides ahp.backends.api.BackendProvider}; the host finds
 * every provider with {@link java.util.ServiceLoader}, lists their agents on the root
 * ({@code RootState.agents}), and starts one for each session whose {@code provider} names it. The
 * backend reports its turns as chat actions through the host, which sequences and reduces them like
 * everything else, and opens its terminals through {@link ahp.backends.api.BackendTerminals}, the
 * factory the host wraps around its store so that a terminal a backend opens is a channel the host owns.
 */
module ahp.backends.api {
    requires transitive ahp.protocol;

    exports ahp.backends.api;
}
