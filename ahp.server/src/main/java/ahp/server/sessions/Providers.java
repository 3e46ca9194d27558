package ahp.server.sessions;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.util.List;

/**
 * The providers a session can name: the built-in {@code local} and every agent a backend lists on the
 * root. What {@code createSession} and the session config methods accept as {@code provider}.
 */
final class Providers {

    private Providers() {}

    /**
     * {@code provider} when this host knows it, {@code local} when it is null.
     *
     * @throws RpcException {@code -32002} naming the providers this host knows
     */
    static String known(Sessions sessions, String provider) {
        String named = provider == null ? Sessions.LOCAL_PROVIDER : provider;
        if (Sessions.LOCAL_PROVIDER.equals(named) || sessions.backends.agent(named).isPresent()) {
            return named;
        }
        throw new RpcException(ErrorCode.PROVIDER_NOT_FOUND, "Unknown provider: " + named + " (known: "
                + String.join(", ", names(sessions)) + ")");
    }

    /** Every provider's name, {@code local} first. */
    static java.util.Set<String> names(Sessions sessions) {
        java.util.Set<String> names = new java.util.LinkedHashSet<>(List.of(Sessions.LOCAL_PROVIDER));
        sessions.backends.all().forEach(agent -> names.add(agent.provider()));
        return names;
    }

    /**
     * The provider of a session created as {@code channel} with {@code provider}: the one named, else the
     * channel's scheme where it is {@code <provider>:/<id>}, else {@code local}.
     *
     * @throws RpcException {@code -32002} for a provider this host does not know, {@code -32602} for a
     *     scheme that is neither {@code ahp-session} nor the session's provider
     */
    static String ofNewSession(Sessions sessions, String channel, String provider) {
        String scheme = SessionIds.scheme(channel);
        boolean byProvider = !SessionIds.SESSION_SCHEME.equals(scheme);
        String known = known(sessions, provider != null || !byProvider ? provider : scheme);
        if (byProvider && !scheme.equals(known)) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.channel' " + channel
                    + " names the provider " + scheme + ", not " + known);
        }
        return known;
    }
}
