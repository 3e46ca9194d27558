package ahp.server.transport;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A small endpoint for transport tests: answers each message with the sender's name and the
 * message, and on request floods, sends one large message, or closes; it records which connections
 * opened and which ended.
 */
final class EchoEndpoint implements Endpoint {

    /** The size of the message {@code big} asks for: many times the connection's write buffer. */
    static final int BIG = 3_000_000;

    final Set<String> open = ConcurrentHashMap.newKeySet();
    final Set<String> ended = ConcurrentHashMap.newKeySet();
    final AtomicBoolean floodRefused = new AtomicBoolean();

    @Override
    public MessageHandler open(Connection connection) {
        open.add(connection.id());
        return new MessageHandler() {
            @Override
            public void onMessage(String message) {
                switch (message) {
                    case "flood" -> {
                        String chunk = "x".repeat(1000);
                        for (int i = 0; i < 100_000; i++) {
                            if (!connection.send(chunk)) {
                                floodRefused.set(true);
                                return;
                            }
                        }
                    }
                    case "big" -> connection.send("é".repeat(BIG / 2));
                    case "close" -> connection.close(Connection.NORMAL_CLOSURE, "asked to");
                    default -> connection.send(connection.user().name() + ":" + message);
                }
            }

            @Override
            public void onTooLarge(long length, long limit) {
                connection.send("too large:" + length + "/" + limit);
            }

            @Override
            public void onBinary(long length) {
                connection.send("binary:" + length);
            }

            @Override
            public void onClosed() {
                ended.add(connection.id());
            }
        };
    }

    /** Whether every connection that opened has ended, and at least one did. */
    boolean allEnded() {
        return !open.isEmpty() && ended.containsAll(open);
    }
}
