package ahp.server.host;

import ahp.server.sessions.Sessions;

/** What tests of other packages reach inside a {@link Host} that the daemon keeps to itself. */
public final class HostParts {

    private HostParts() {}

    /** The host's sessions and chats. */
    public static Sessions sessions(Host host) {
        return host.sessions();
    }
}
