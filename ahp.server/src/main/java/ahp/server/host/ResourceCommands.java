package ahp.server.host;

import ahp.protocol.UnknownAction;
import ahp.protocol.command.UnknownParams;
import ahp.server.auth.Grant;
import ahp.server.resources.Resources;
import tools.jackson.databind.node.ObjectNode;

/**
 * The resource family ({@code resourceResolve} ... {@code resourceMkdir}, {@code createResourceWatch},
 * {@code resourceRequest}): checked against {@code resource:read} or {@code resource:write} like every
 * request, then run for the person's reach as it is now ({@link Host#reachOf}); a watch's changes are
 * published on its channel like any action. The codec types only {@code resourceRequest}'s params;
 * {@link Resources} reads the others.
 */
final class ResourceCommands {

    private final Host host;
    private final ClientSession session;

    ResourceCommands(Host host, ClientSession session) {
        this.host = host;
        this.session = session;
    }

    /** The grant {@code method} needs, or null when it is not a resource method. */
    static Grant grant(String method) {
        if (Resources.READING.contains(method)) {
            return Grant.RESOURCE_READ;
        }
        return Resources.WRITING.contains(method) ? Grant.RESOURCE_WRITE : null;
    }

    /** {@code resourceRequest}: granted as far as the person's reach goes, for every protocol version. */
    Reply request(ahp.protocol.command.ResourceRequestParams params) {
        return new Reply.Now(host.resources().request(params, host.reachOf(session.user()),
                session.user().holds(Grant.RESOURCE_WRITE)));
    }

    Reply call(String method, UnknownParams params) {
        ObjectNode body = params.body();
        if ("createResourceWatch".equals(method)) {
            String channel = host.watches().create(body, () -> host.reachOf(session.user()), session.clientId(),
                    (watch, action) -> host.sequencer().publish(watch, UnknownAction.of(action), null, null, () -> { }));
            return new Reply.Now(ahp.protocol.Json.MAPPER.createObjectNode().put("channel", channel));
        }
        return new Reply.Now(host.resources().call(method, body, host.reachOf(session.user())));
    }
}
