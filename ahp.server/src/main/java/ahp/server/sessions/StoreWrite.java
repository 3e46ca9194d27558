package ahp.server.sessions;

import java.io.IOException;

/** A write to a session's folder of the session store. */
@FunctionalInterface
interface StoreWrite {

    /** Writes. */
    void run(SessionStore store) throws IOException;
}
