package ahp.server.sessions;

import ahp.server.auth.Grant;

/** Whether a client's action on a session or chat channel is taken, and what it does. */
public sealed interface Admission {

    /**
     * Taken when the person holds {@code grant}: {@code apply} is its state change, run under the
     * sequence lock as it is numbered; {@code then} runs after it was sent (a command starts, a queue
     * drains), outside the lock.
     */
    record Allowed(Grant grant, Runnable apply, Runnable then) implements Admission {}

    /** Refused, echoed to its sender with {@code reason}. */
    record Refused(String reason) implements Admission {}
}
