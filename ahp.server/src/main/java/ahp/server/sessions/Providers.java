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
}
