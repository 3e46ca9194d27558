package ahp.server.host;

import ahp.protocol.Channels;
import ahp.protocol.command.UnknownParams;
import ahp.server.auth.Grant;
import ahp.server.sessions.SessionConfigs;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resolveSessionConfig} and {@code sessionConfigCompletions}: what a new session of a provider
 * can be configured with ({@link SessionConfigs}). Checked against {@code session:read}, the grant
 * that lists sessions and reads the root's agents, since they tell no more than those do. The codec
 * does not type their params; {@link UntypedParams} reads them. Answered when the provider's backend
 * has said, which may take it a while (an agent asked for the first time is started): off the
 * connection's reader.
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
        String folder = params.optionalText("workingDirectory");
        ObjectNode config = params.optionalObject("config");
        if ("resolveSessionConfig".equals(method)) {
            return new Reply.Later(SessionConfigs.resolve(host.sessions(), provider, folder, config)
                    .thenApply(result -> result));
        }
        String property = params.text("property");
        String query = params.optionalText("query");
        return new Reply.Later(SessionConfigs.completions(host.sessions(), provider, folder, property, query)
                .thenApply(result -> result));
    }
}
