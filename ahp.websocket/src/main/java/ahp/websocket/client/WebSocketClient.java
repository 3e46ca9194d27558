package ahp.websocket.client;

import ahp.websocket.CloseCodes;
import ahp.websocket.FrameReader;
import ahp.websocket.Frames;
import ahp.websocket.WebSocketViolation;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.net.ssl.SSLContext;

/**
 * The client end of a WebSocket (RFC 6455) on a blocking socket, as lean as a round trip can be:
 * whoever sends writes one whole masked frame to the socket under a lock (Nagle's algorithm off), and
 * one platform thread reads the server's frames and hands each whole text message to the
 * {@link Listener} on that same thread, in order, with no hand-off to another thread between.
 *
 * <p>Fragmented messages are joined (up to {@link #MAX_MESSAGE_BYTES}), pings answered with pongs,
 * binary messages dropped; a server's close is answered and ends the connection; a server that breaks
 * the protocol is sent a close with the code that says how (§7.1.7) and the connection ends.
 * {@link #close} keeps the close handshake, then ends the reading thread before it returns, so no
 * thread of it is left to delay the JVM's exit.
 */
public final class WebSocketClient implements AutoCloseable {

    /** What the reading thread reports, on that thread, in order. */
    public interface Listener {

        /**
         * A whole text message: its UTF-8 in {@code bytes[offset, offset + length)}, which are
         * the client's again once this returns.
         */
        void onText(byte[] bytes, int offset, int length);

        /**
         * The connection is gone, once: closed by either end ({@code code} and {@code reason} of the
         * close frame; 1005 when it had no code), or broken ({@code 1006} and what broke it).
         */
        void onClose(int code, String reason);
    }

    /** The longest message taken: a longer one ends the connection with 1009. */
    public static final long MAX_MESSAGE_BYTES = 256L * 1024 * 1024;

    /** The code reported for a close frame that carried none (RFC 6455 §7.1.5). */
    public static final int NO_STATUS = 1005;

    /** How long {@link #close} waits for the server to answer its close frame. */
    private static final Duration CLOSE_ANSWER = Duration.ofSeconds(2);

    private static final int READ_BUFFER_BYTES = 64 * 1024;

    private final Socket tcp;
    private final InputStream in;
    private final OutputStream out;
    private final Listener listener;
    private final SecureRandom masks;
    private final Object writing = new Object();
    private final AtomicBoolean ended = new AtomicBoolean();
    private final Thread reader;
    private boolean closeSent; // guarded by writing
    private volatile boolean closing;

    private WebSocketClient(ClientHandshake.Opened opened, Listener listener, SecureRandom masks) throws IOException {
        this.tcp = opened.tcp();
        this.in = opened.socket().getInputStream();
        this.out = opened.socket().getOutputStream();
        this.listener = listener;
        this.masks = masks;
        this.reader = Thread.ofPlatform().daemon().name("websocket-reader").unstarted(() -> read(opened.early()));
    }

    /**
     * Connects to {@code uri} ({@code ws://} or {@code wss://}) with {@code headers} on the upgrade
     * request, and starts reading.
     *
     * @param tls the TLS context a {@code wss://} server's certificate is checked with, or null for
     *     the JDK's default (the system's authorities); never made for {@code ws://}
     * @param timeout how long connecting, and then the handshake, may take each
     * @throws UpgradeRefused when the server answers the upgrade with another HTTP status than 101
     * @throws IOException when the server cannot be reached, or does not answer as a WebSocket server
     */
    public static WebSocketClient connect(URI uri, Map<String, String> headers, SSLContext tls, Duration timeout,
            Listener listener) throws IOException {
        SecureRandom random = new SecureRandom();
        ClientHandshake.Opened opened = ClientHandshake.open(uri, headers, tls, timeout, random);
        WebSocketClient client;
        try {
            client = new WebSocketClient(opened, listener, random);
        } catch (IOException | RuntimeException failed) {
            opened.tcp().close();
            throw failed;
        }
        client.reader.start();
        return client;
    }

    /**
     * Sends {@code text} as one text frame, on this thread.
     *
     * @throws IOException when the connection is closing or gone
     */
    public void sendText(String text) throws IOException {
        send(Frames.TEXT, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Closes the connection with {@code code} and {@code reason}: sends the close frame, waits a
     * moment for the server's answer, then ends the TCP connection and the reading thread. Idempotent;
     * {@link Listener#onClose} has been called when it returns.
     */
    public void close(int code, String reason) {
        closing = true;
        try {
            sendClose(code, reason);
        } catch (IOException gone) {
            // gone already: nothing to hand-shake with
        }
        if (Thread.currentThread() != reader) {
            awaitReader(CLOSE_ANSWER);
        }
        endTcp();
        if (Thread.currentThread() != reader) {
            awaitReader(CLOSE_ANSWER);
        }
        ended(CloseCodes.NORMAL_CLOSURE, reason);
    }

    /** Closes with 1000 (normal closure) and no reason. */
    @Override
    public void close() {
        close(CloseCodes.NORMAL_CLOSURE, "");
    }

    /** Whether the reading thread is still running (until the connection has ended). */
    public boolean reading() {
        return reader.isAlive();
    }

    private void send(int opcode, byte[] payload) throws IOException {
        synchronized (writing) {
            if (closeSent) {
                throw new IOException("the WebSocket is closing");
            }
            out.write(Frames.masked(opcode, payload, masks.nextInt()));
            out.flush();
        }
    }

    private void sendClose(int code, String reason) throws IOException {
        synchronized (writing) {
            if (closeSent) {
                return;
            }
            closeSent = true;
            out.write(Frames.masked(Frames.CLOSE, Frames.closePayload(code, reason), masks.nextInt()));
            out.flush();
        }
    }

    private void read(byte[] early) {
        Incoming incoming = new Incoming();
        FrameReader frames = FrameReader.ofServerFrames(MAX_MESSAGE_BYTES, incoming);
        try {
            frames.feed(ByteBuffer.wrap(early));
            byte[] buffer = new byte[READ_BUFFER_BYTES];
            while (!frames.closed()) {
                int count = in.read(buffer);
                if (count < 0) {
                    ended(CloseCodes.ABNORMAL_CLOSURE, "the connection ended without a close frame");
                    return;
                }
                frames.feed(ByteBuffer.wrap(buffer, 0, count));
            }
            ended(incoming.closeCode, incoming.closeReason);
        } catch (WebSocketViolation violation) {
            try {
                sendClose(violation.code(), violation.getMessage());
            } catch (IOException gone) {
                // the server is gone too
            }
            ended(violation.code(), violation.getMessage());
        } catch (IOException broken) {
            ended(CloseCodes.ABNORMAL_CLOSURE, closing ? "closed by this client" : String.valueOf(broken.getMessage()));
        } catch (RuntimeException listenerFailed) {
            ended(CloseCodes.ABNORMAL_CLOSURE, "the listener failed: " + listenerFailed);
            throw listenerFailed;
        } finally {
            endTcp();
        }
    }

    private void ended(int code, String reason) {
        if (ended.compareAndSet(false, true)) {
            listener.onClose(code, reason);
        }
    }

    private void endTcp() {
        try {
            tcp.close(); // the TCP socket, not TLS over it: it never waits for a reader's lock
        } catch (IOException ignored) {
            // closed either way
        }
    }

    private void awaitReader(Duration atMost) {
        try {
            reader.join(atMost);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The server's frames: text joined into messages, pings answered, the close answered. */
    private final class Incoming implements FrameReader.Events {

        private byte[] partial = new byte[0];
        private int partialLength;
        private int closeCode = NO_STATUS;
        private String closeReason = "";

        @Override
        public void text(ByteBuffer piece, boolean messageEnds) throws WebSocketViolation {
            if (messageEnds && partialLength == 0) {
                listener.onText(piece.array(), piece.arrayOffset() + piece.position(), piece.remaining());
                return;
            }
            int length = piece.remaining();
            if ((long) partialLength + length > MAX_MESSAGE_BYTES) {
                throw new WebSocketViolation(WebSocketViolation.MESSAGE_TOO_BIG,
                        "A message over " + MAX_MESSAGE_BYTES + " bytes");
            }
            if (partialLength + length > partial.length) {
                byte[] grown = new byte[(int) Math.min(MAX_MESSAGE_BYTES, Math.max(2L * partial.length, partialLength + length))];
                System.arraycopy(partial, 0, grown, 0, partialLength);
                partial = grown;
            }
            piece.get(partial, partialLength, length);
            partialLength += length;
            if (messageEnds) {
                int whole = partialLength;
                partialLength = 0;
                listener.onText(partial, 0, whole);
                if (partial.length > READ_BUFFER_BYTES) {
                    partial = new byte[0];
                }
            }
        }

        @Override
        public void binary(long length) {
            // nothing this client is sent: dropped
        }

        @Override
        public void ping(byte[] payload) {
            try {
                send(Frames.PONG, payload);
            } catch (IOException closingOrGone) {
                // no pong is owed once the close is sent; a broken connection shows at the next read
            }
        }

        @Override
        public void close(byte[] payload) throws WebSocketViolation {
            int code = CloseCodes.answerTo(payload);
            closeCode = payload.length == 0 ? NO_STATUS : code;
            closeReason = payload.length > 2 ? new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8) : "";
            try {
                sendClose(code, "");
            } catch (IOException gone) {
                // it closed the connection already
            }
        }
    }
}
