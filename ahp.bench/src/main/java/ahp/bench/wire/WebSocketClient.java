package ahp.bench.wire;

import ahp.websocket.Frames;
import ahp.websocket.HandshakeKeys;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The client side of a WebSocket (RFC 6455) on a plain blocking socket, with one platform thread
 * that reads frames and hands each whole text message to the listener, on that thread, in order.
 *
 * <p>Why not the JDK's {@code java.net.http.WebSocket}: its frames go from the selector thread to an
 * executor thread before a listener sees them, and measured against a bare echo server on the same
 * machine that alone costs about 170 µs at the median and milliseconds at p99 per round trip, more
 * than the whole budget of the echo target; a benchmark of the host must not be a benchmark of its
 * client library. This one does what a lean client (a browser, node's {@code ws}) does: read, unmask
 * nothing, parse, and go on.
 *
 * <p>What it writes is framed by the project's shared frame code ({@link Frames}, {@link HandshakeKeys}:
 * the daemon's transport and its own clients frame with the same). What it reads it parses itself, on
 * a blocking stream, deliberately: this reader is part of every latency the bench reports, and its
 * error reports ({@link Listener#onError}) are what the reliability runs count; it is kept as measured
 * in BENCHMARKS.md rather than swapped for {@code ahp.websocket.FrameReader} without a new measurement.
 * Nor does the driver use the client library ({@code ahp.client}): it speaks the wire as JSON trees,
 * sends raw and malformed frames ({@link #sendFrame}, {@link #sendRaw}) for the fuzzer and the attack
 * runs, and must measure any daemon that speaks AHP, not one client's view of it.
 *
 * <p>Text and continuation frames are joined into messages; pings are answered; a close is answered
 * and ends the connection. Frames the server masks, unknown opcodes and messages over
 * {@link #MAX_MESSAGE} bytes end the connection with an error. A write the server does not take
 * within {@link #WRITE_TIMEOUT} closes the socket, so no send blocks for ever.
 */
public final class WebSocketClient implements AutoCloseable {

    /** What the reader thread reports. Called on that thread, one at a time. */
    public interface Listener {
        /** A whole text message. */
        void onText(String text);

        /** A whole text message as the UTF-8 it came in; by default decoded for {@link #onText}. */
        default void onText(byte[] utf8) {
            onText(new String(utf8, StandardCharsets.UTF_8));
        }

        /** The server closed the connection (or the socket ended: code 1006). */
        void onClose(int code, String reason);

        /** Reading failed. */
        void onError(Throwable error);
    }

    /** The largest message accepted: far above any frame a host sends for 64 KiB of output. */
    static final int MAX_MESSAGE = 256 * 1024 * 1024;
    /** The longest a frame may take to write before the connection is given up. */
    static final Duration WRITE_TIMEOUT = Duration.ofSeconds(30);
    private static final int MAX_RESPONSE_HEAD = 64 * 1024;

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final Listener listener;
    private final Object writing = new Object();
    private volatile boolean closeSent;
    /** When the write in progress began ({@link System#nanoTime}), or 0 when none is. */
    private volatile long writingSince;

    private WebSocketClient(Socket socket, DataInputStream in, Listener listener) throws IOException {
        this.socket = socket;
        this.in = in;
        this.out = socket.getOutputStream();
        this.listener = listener;
    }

    /**
     * Connects, upgrades, and starts the reader thread.
     *
     * @param address a {@code ws://} address
     * @param headers more request headers for the upgrade (such as {@code Authorization})
     */
    public static WebSocketClient connect(URI address, Map<String, String> headers, Duration timeout,
            Listener listener) throws IOException {
        if (!"ws".equals(address.getScheme())) {
            throw new IOException("only ws:// addresses: " + address);
        }
        int port = address.getPort() < 0 ? 80 : address.getPort();
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(address.getHost(), port), (int) timeout.toMillis());
            socket.setSoTimeout((int) timeout.toMillis());
            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream(), 64 * 1024));
            String key = HandshakeKeys.fresh(ThreadLocalRandom.current());
            StringBuilder request = new StringBuilder()
                    .append("GET ").append(address.getRawPath().isEmpty() ? "/" : address.getRawPath())
                    .append(address.getRawQuery() == null ? "" : "?" + address.getRawQuery()).append(" HTTP/1.1\r\n")
                    .append("Host: ").append(address.getHost()).append(':').append(port).append("\r\n")
                    .append("Upgrade: websocket\r\nConnection: Upgrade\r\n")
                    .append("Sec-WebSocket-Key: ").append(key).append("\r\n")
                    .append("Sec-WebSocket-Version: 13\r\n");
            headers.forEach((name, value) -> request.append(name).append(": ").append(value).append("\r\n"));
            socket.getOutputStream().write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            checkUpgrade(readHead(in), key);
            socket.setSoTimeout(0);
            WebSocketClient client = new WebSocketClient(socket, in, listener);
            Thread.ofPlatform().daemon().name("bench-ws-reader").start(client::readLoop);
            Thread.ofVirtual().name("bench-ws-write-watch").start(client::watchWrites);
            return client;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /** Sends one text message as one masked frame. */
    public void sendText(String text) throws IOException {
        send(Frames.TEXT, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Sends one masked frame with {@code opcode} (FIN set) and {@code payload}, whatever they are. */
    public void sendFrame(int opcode, byte[] payload) throws IOException {
        send(opcode, payload);
    }

    /** Writes {@code bytes} to the socket as they are, framed or not. */
    public void sendRaw(byte[] bytes) throws IOException {
        synchronized (writing) {
            writingSince = System.nanoTime();
            try {
                out.write(bytes);
                out.flush();
            } finally {
                writingSince = 0;
            }
        }
    }

    /** Sends a close frame (once); the reader ends when the server answers. */
    public void sendClose(int code, String reason) throws IOException {
        if (closeSent) {
            return;
        }
        closeSent = true;
        send(Frames.CLOSE, Frames.closePayload(code, reason));
    }

    /** Closes the socket at once; the reader ends. */
    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    private void send(int opcode, byte[] payload) throws IOException {
        byte[] frame = Frames.masked(opcode, payload, ThreadLocalRandom.current().nextInt());
        synchronized (writing) {
            writingSince = System.nanoTime();
            try {
                out.write(frame);
                out.flush();
            } finally {
                writingSince = 0;
            }
        }
    }

    /** Closes the socket when a write has taken longer than {@link #WRITE_TIMEOUT}; ends with it. */
    private void watchWrites() {
        while (!socket.isClosed()) {
            long since = writingSince;
            if (since != 0 && System.nanoTime() - since > WRITE_TIMEOUT.toNanos()) {
                close();
                return;
            }
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void readLoop() {
        ByteArrayOutputStream message = new ByteArrayOutputStream();
        boolean inText = false;
        try {
            while (true) {
                int first = in.readUnsignedByte();
                int second = in.readUnsignedByte();
                boolean fin = (first & 0x80) != 0;
                int opcode = first & 0x0f;
                if ((second & 0x80) != 0) {
                    throw new IOException("the server masked a frame");
                }
                long length = second & 0x7f;
                if (length == 126) {
                    length = in.readUnsignedShort();
                } else if (length == 127) {
                    length = in.readLong();
                }
                if (length < 0 || length + message.size() > MAX_MESSAGE) {
                    throw new IOException("a message over " + MAX_MESSAGE + " bytes");
                }
                byte[] payload = new byte[(int) length];
                in.readFully(payload);
                switch (opcode) {
                    case 0x0, 0x1 -> {
                        if (opcode == 0x1 ? inText : !inText) {
                            throw new IOException("a text frame out of sequence (opcode " + opcode + ")");
                        }
                        if (fin && message.size() == 0) {
                            inText = false;
                            listener.onText(payload);
                        } else {
                            message.write(payload);
                            inText = !fin;
                            if (fin) {
                                listener.onText(message.toByteArray());
                                message.reset();
                            }
                        }
                    }
                    case 0x8 -> {
                        int code = payload.length >= 2 ? ((payload[0] & 0xff) << 8) | (payload[1] & 0xff) : 1005;
                        String reason = payload.length > 2
                                ? new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8) : "";
                        try {
                            sendClose(code == 1005 ? 1000 : code, "");
                        } catch (IOException ignored) {
                            // the server may already be gone
                        }
                        close();
                        listener.onClose(code, reason);
                        return;
                    }
                    case 0x9 -> send(Frames.PONG, payload);
                    case 0xA -> { }
                    default -> throw new IOException("a frame with opcode " + opcode);
                }
            }
        } catch (EOFException ended) {
            close();
            listener.onClose(1006, "the connection ended without a close frame");
        } catch (IOException | RuntimeException failure) {
            boolean ours = socket.isClosed();
            close();
            if (ours) {
                listener.onClose(1006, "closed by the client");
            } else {
                listener.onError(failure);
            }
        }
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server ended the connection during the upgrade: " + head);
            }
            if (head.length() >= MAX_RESPONSE_HEAD) {
                throw new IOException("the server's upgrade response is too long");
            }
            head.append((char) b);
        }
        return head.toString();
    }

    private static void checkUpgrade(String head, String key) throws IOException {
        String[] lines = head.split("\r\n");
        String[] status = lines[0].split(" ", 3);
        if (status.length < 2 || !status[1].equals("101")) {
            throw new IOException("the server refused the upgrade: " + lines[0]);
        }
        String accept = null;
        for (String line : lines) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals("sec-websocket-accept")) {
                accept = line.substring(colon + 1).trim();
            }
        }
        if (!HandshakeKeys.accept(key).equals(accept)) {
            throw new IOException("the server's Sec-WebSocket-Accept is wrong: " + accept);
        }
    }
}
