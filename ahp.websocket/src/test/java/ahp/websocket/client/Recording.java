package ahp.websocket.client;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** What a client was told, for tests: messages in order, and how it closed. */
final class Recording implements WebSocketClient.Listener {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    final LinkedBlockingQueue<String> messages = new LinkedBlockingQueue<>();
    final CompletableFuture<String> closed = new CompletableFuture<>();

    @Override
    public void onText(byte[] bytes, int offset, int length) {
        messages.add(new String(bytes, offset, length, StandardCharsets.UTF_8));
    }

    @Override
    public void onClose(int code, String reason) {
        closed.complete(code + " " + reason);
    }

    /** The next message, within the timeout. */
    String next() throws InterruptedException {
        String message = messages.poll(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        if (message == null) {
            throw new AssertionError("no message within " + TIMEOUT);
        }
        return message;
    }
}
