package ahp.server.host;

import ahp.server.wire.WireView;

/** Where the host delivers envelopes: one handshaken connection, reading through its own version. */
interface Subscriber {

    /** The version this subscriber reads. */
    WireView view();

    /** Queues one message; never blocks. */
    void send(String message);
}
