package ahp.protocol.chat;

import ahp.protocol.internal.Timestamps;
import java.time.Instant;
import tools.jackson.databind.node.ObjectNode;

/**
 * How a reduction stamps a chat's {@code modifiedAt} where upstream's reducer stamps its clock: with
 * the instant the caller passed in, or, without one, with the time the action itself carries (a
 * turn's {@code startedAt}) and otherwise not at all.
 *
 * @param now the instant to stamp, or null for "no clock"
 */
record Stamp(Instant now) {

    /** No clock: only times the actions carry are stamped. */
    static final Stamp FROM_ACTIONS = new Stamp(null);

    /** Sets {@code modifiedAt} on {@code chat}, a tree the reduction built itself (never a shared one). */
    void apply(ObjectNode chat, String actionTime) {
        if (now != null) {
            chat.put("modifiedAt", Timestamps.format(now));
        } else if (actionTime != null) {
            chat.put("modifiedAt", actionTime);
        }
    }
}
