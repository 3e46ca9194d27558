package ahp.client;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;

/**
 * Holds the notifications that arrive while a handshake is being answered, and hands them on, in
 * order, once the connection they belong to is ready: after a {@code reconnect}'s replayed envelopes,
 * so nothing is seen out of order and nothing is lost between the answer and the first consumer.
 */
final class NotificationGate implements Consumer<JsonNode> {

    private final List<JsonNode> held = new ArrayList<>();
    private Consumer<JsonNode> open;

    @Override
    public synchronized void accept(JsonNode notification) {
        if (open == null) {
            held.add(notification);
        } else {
            open.accept(notification);
        }
    }

    /** Hands on what was held, then everything after it, to {@code consumer}. */
    synchronized void open(Consumer<JsonNode> consumer) {
        held.forEach(consumer);
        held.clear();
        open = consumer;
    }
}
