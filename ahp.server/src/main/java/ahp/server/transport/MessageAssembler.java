package ahp.server.transport;

/**
 * Joins a text message's fragments and enforces the message limit. A message over the limit is not
 * kept: its fragments are counted and dropped as they arrive, and the handler is told its length
 * once the last one is in, so the connection carries on.
 */
final class MessageAssembler {

    private final long limit;
    private final StringBuilder pending = new StringBuilder();
    private long length;
    private boolean oversized;

    MessageAssembler(long limit) {
        this.limit = limit;
    }

    /** Takes one fragment; hands a complete message (or its refusal) to {@code handler}. */
    void accept(String fragment, boolean last, MessageHandler handler) {
        length += fragment.length();
        if (length > limit) {
            oversized = true;
            pending.setLength(0);
        } else if (last && pending.isEmpty()) {
            reset();
            handler.onMessage(fragment);
            return;
        } else {
            pending.append(fragment);
        }
        if (last) {
            long total = length;
            boolean refused = oversized;
            String message = refused ? null : pending.toString();
            reset();
            if (refused) {
                handler.onTooLarge(total, limit);
            } else {
                handler.onMessage(message);
            }
        }
    }

    private void reset() {
        pending.setLength(0);
        if (pending.capacity() > 64 * 1024) {
            pending.trimToSize();
        }
        length = 0;
        oversized = false;
    }
}
