package ahp.server.host;

/** The channel URIs this host knows by heart. */
final class HostChannels {

    /** The root channel; connection-level commands use it too. */
    static final String ROOT = "ahp-root://";

    private HostChannels() {}
}
