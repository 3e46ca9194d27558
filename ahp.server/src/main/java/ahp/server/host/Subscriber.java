package ahp.server.host;

import ahp.protocol.version.VersionView;
import ahp.server.transport.TextFrame;

/** Where the host delivers envelopes: one handshaken connection, reading through its own version. */
interface Subscriber {

    /** The version this subscriber reads. */
    VersionView view();

    /** Sends one message; never blocks. */
    void send(TextFrame message);

    /** Sends one message that others got just before it from the same thread; never blocks. */
    default void sendAmongMany(TextFrame message) {
        send(message);
    }

    /** The id its client initialized or reconnected with, or null before. */
    String clientId();
}
