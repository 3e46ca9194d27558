package ahp.server.testing;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javax.net.ssl.SSLContext;

/**
 * A raw WebSocket client for tests, on the JDK's: every text message it receives is kept in order.
 * It reads as fast as it can unless made {@link #slow}, when it stops asking for messages and so
 * stops reading the socket.
 */
public final class WsClient implements AutoCloseable {

    private final LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final WebSocket socket;
    private final boolean slow;

    private WsClient(URI uri, String bearer, boolean slow) {
        this(uri, bearer, slow, null);
    }

    private WsClient(URI uri, String bearer, boolean slow, SSLContext trust) {
        this.slow = slow;
        HttpClient.Builder client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10));
        if (trust != null) {
            client.sslContext(trust);
        }
        HttpClient http = client.build();
        WebSocket.Builder builder = http.newWebSocketBuilder();
        if (bearer != null) {
            builder.header("Authorization", "Bearer " + bearer);
        }
        this.socket = builder.buildAsync(uri, new Listener()).join();
    }

    /** Connects with {@code token} as a bearer token (null for none). */
    public static WsClient connect(URI uri, String token) {
        return new WsClient(uri, token, false);
    }

    /** Connects to a {@code wss://} server, trusting the certificates {@code trust} trusts. */
    public static WsClient overTls(URI uri, String token, SSLContext trust) {
        return new WsClient(uri, token, false, trust);
    }

    /** Connects and then reads nothing, like a client that stopped reading. */
    public static WsClient slow(URI uri, String token) {
        return new WsClient(uri, token, true);
    }

    /**
     * The HTTP status an upgrade was refused with, or -1 when it was accepted.
     */
    public static int refusedStatus(URI uri, String token) {
        try {
            new WsClient(uri, token, false).close();
            return -1;
        } catch (CompletionException failed) {
            if (failed.getCause() instanceof WebSocketHandshakeException refused) {
                return refused.getResponse().statusCode();
            }
            throw failed;
        }
    }

    /** Sends one whole text message. */
    public void send(String text) {
        socket.sendText(text, true).join();
    }

    /** Sends one text message as the given fragments. */
    public void sendFragments(List<String> fragments) {
        for (int i = 0; i < fragments.size(); i++) {
            socket.sendText(fragments.get(i), i == fragments.size() - 1).join();
        }
    }

    /** The next message received, waiting up to the default deadline. */
    public String next() {
        try {
            String message = received.poll(Await.DEFAULT.toSeconds(), TimeUnit.SECONDS);
            if (message == null) {
                throw new AssertionError("No message within " + Await.DEFAULT);
            }
            return message;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Receives until a message matches, returning it; the ones before it are dropped. */
    public String nextMatching(Predicate<String> wanted) {
        List<String> skipped = new ArrayList<>();
        long deadline = System.nanoTime() + Await.DEFAULT.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                String message = received.poll(100, TimeUnit.MILLISECONDS);
                if (message == null) {
                    continue;
                }
                if (wanted.test(message)) {
                    return message;
                }
                skipped.add(message);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("No matching message within " + Await.DEFAULT + "; skipped " + skipped);
    }

    /** Starts reading after all (a slow client catching up), so it also hears its connection end. */
    public void resume() {
        socket.request(Long.MAX_VALUE);
    }

    /** Messages received and not yet taken. */
    public int waiting() {
        return received.size();
    }

    /** Whether the server closed the connection (or it broke). */
    public boolean isClosed() {
        return closed.isDone();
    }

    /** The close code the server sent, or -1 for a broken connection; waits for the close. */
    public int closeCode() {
        Await.until("the connection to close", closed::isDone);
        return closed.join();
    }

    @Override
    public void close() {
        if (!socket.isOutputClosed()) {
            try {
                socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(5, TimeUnit.SECONDS);
            } catch (Exception ignored) {
                // already gone
            }
        }
        socket.abort();
    }

    /** Cuts the connection with no close handshake, as a crashed client would. */
    public void abort() {
        socket.abort();
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public void onOpen(WebSocket webSocket) {
            if (!slow) {
                webSocket.request(1);
            }
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                received.add(partial.toString());
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.complete(-1);
        }
    }
}
