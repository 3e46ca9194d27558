package ahp.server.host;

import ahp.protocol.Channels;
import ahp.protocol.command.UnknownParams;
import ahp.server.auth.Grant;
import ahp.server.sessions.SessionConfigs;

/**
 * {@code resolveSessionConfig} and {@code sessionConfigCompletions}: what a new session of a provider
 * can be configured with ({@link SessionConfigs}). Checked against {@code session:read}, the grant
 * that lists sessions and reads the root's agents, since they tell no more than those do. The codec
 * does not type their params; {@link UntypedParams} reads them.
 */
final class SessionConfigCommands {

    private final Host host;

    SessionConfigCommands(Host host) {
        this.host = host;
    }

    /** The grant {@code method} needs, or null when it is not one of these. */
    static Grant grant(String method) {
        return switch (method) {
            case "resolveSessionConfig", "sessionConfigCompletions" -> Grant.SESSION_READ;
            default -> null;
        };
    }

    Reply call(String method, UnknownParams unknown) {
        UntypedParams params = new UntypedParams(unknown.body());
        params.channel(Channels.ROOT, method);
        String provider = params.optionalText("provider");
        params.optionalText("workingDirectory");
        if ("resolveSessionConfig".equals(method)) {
            return new Reply.Now(SessionConfigs.resolve(host.sessions(), provider, params.optionalObject("config")));
        }
        params.optionalObject("config");
        params.optionalText("query");
        return new Reply.Now(SessionConfigs.completions(host.sessions(), provider, params.text("property")));
    }
}
