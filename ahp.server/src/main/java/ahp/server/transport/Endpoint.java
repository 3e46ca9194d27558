package ahp.server.transport;

/** The host core as the transport sees it: each signed-in connection is handed to it once. */
@FunctionalInterface
public interface Endpoint {

    /** A connection opened; returns what handles its messages. */
    MessageHandler open(Connection connection);
}
