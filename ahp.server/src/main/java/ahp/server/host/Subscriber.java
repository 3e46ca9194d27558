package ahp.server.host;

import ahp.protocol.version.VersionView;

/** Where the host delivers envelopes: one handshaken connection, reading through its own version. */
interface Subscriber {

    /** The version this subscriber reads. */
    VersionView view();

    /** Queues one message; never blocks. */
    void send(String message);
}
