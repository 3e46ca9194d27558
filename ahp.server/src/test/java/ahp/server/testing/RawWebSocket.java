package ahp.server.testing;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A WebSocket client written by hand on a socket, for what the JDK's client will not send: one
 * single frame of any size, frames that break the protocol, bytes split anywhere; and for reading
 * frames as they come, control frames included.
 */
public final class RawWebSocket implements AutoCloseable {

    private final Socket socket;
    private final OutputStream out;
    private final DataInputStream in;

    /** One frame as read: its first byte's opcode and its payload. */
    public record Frame(int opcode, byte[] payload) {

        /** The payload as UTF-8 text. */
        public String text() {
            return new String(payload, StandardCharsets.UTF_8);
        }

        /** A close frame's code, or 1005 when it has none. */
        public int closeCode() {
            return payload.length >= 2 ? ((payload[0] & 0xff) << 8) | (payload[1] & 0xff) : 1005;
        }
    }

    /** The key every upgrade here sends. */
    public static final String KEY = Base64.getEncoder().encodeToString("0123456789abcdef".getBytes(StandardCharsets.US_ASCII));

    /** Opens the socket and completes the upgrade with {@code token} as a bearer token. */
    public RawWebSocket(URI uri, String token) throws IOException {
        this(uri, token, new byte[0]);
    }

    /**
     * Opens the socket and completes the upgrade, sending {@code early} in the same write as the
     * request, before the answer.
     */
    public RawWebSocket(URI uri, String token, byte[] early) throws IOException {
        socket = new Socket(uri.getHost(), uri.getPort());
        socket.setSoTimeout((int) Await.DEFAULT.toMillis());
        socket.setTcpNoDelay(true);
        out = socket.getOutputStream();
        in = new DataInputStream(socket.getInputStream());
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.writeBytes(upgradeRequest(uri, "Authorization: Bearer " + token + "\r\n").getBytes(StandardCharsets.US_ASCII));
        request.writeBytes(early);
        out.write(request.toByteArray());
        out.flush();
        String status = readHeaders(in);
        if (!status.startsWith("HTTP/1.1 101")) {
            throw new IOException("upgrade refused: " + status);
        }
    }

    /** A well-formed upgrade request for {@code uri} with {@code extraHeaders} (each ending in CRLF). */
    public static String upgradeRequest(URI uri, String extraHeaders) {
        String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
        return "GET " + uri.getRawPath() + query + " HTTP/1.1\r\n"
                + "Host: " + uri.getHost() + ":" + uri.getPort() + "\r\n"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: " + KEY + "\r\nSec-WebSocket-Version: 13\r\n"
                + extraHeaders + "\r\n";
    }

    /** Sends {@code request} as it is on a new socket and returns the response's head. */
    public static String exchange(URI uri, String request) throws IOException {
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout((int) Await.DEFAULT.toMillis());
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            return readHeaders(socket.getInputStream());
        }
    }

    /** One frame with {@code first} as its first byte (FIN, RSV, opcode), masked with a random key unless told not to. */
    public static byte[] frame(int first, byte[] payload, boolean masked) {
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        frame.write(first);
        int maskBit = masked ? 0x80 : 0;
        if (payload.length < 126) {
            frame.write(maskBit | payload.length);
        } else if (payload.length < 65536) {
            frame.write(maskBit | 126);
            frame.write(payload.length >>> 8);
            frame.write(payload.length & 0xff);
        } else {
            frame.write(maskBit | 127);
            for (int shift = 56; shift >= 0; shift -= 8) {
                frame.write((int) (((long) payload.length >>> shift) & 0xff));
            }
        }
        byte[] mask = new byte[4];
        if (masked) {
            ThreadLocalRandom.current().nextBytes(mask);
            frame.writeBytes(mask);
        }
        for (int i = 0; i < payload.length; i++) {
            frame.write(payload[i] ^ mask[i & 3]);
        }
        return frame.toByteArray();
    }

    /** Writes {@code bytes} as they are. */
    public void sendRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Reads the next frame, whatever it is. */
    public Frame readFrame() throws IOException {
        int first = in.readUnsignedByte();
        int second = in.readUnsignedByte();
        long length = second & 0x7f;
        if (length == 126) {
            length = in.readUnsignedShort();
        } else if (length == 127) {
            length = in.readLong();
        }
        return new Frame(first & 0x0f, in.readNBytes((int) length));
    }

    /** Whether the server has closed the socket: the next read finds its end (or a reset). */
    public boolean atEnd() {
        try {
            return in.read() < 0;
        } catch (IOException reset) {
            return true;
        }
    }

    /** Sends {@code length} bytes of {@code 'a'} as one masked, final text frame. */
    public void sendOneFrame(int length) throws IOException {
        byte[] payload = new byte[length];
        Arrays.fill(payload, (byte) 'a');
        try {
            sendRaw(frame(0x81, payload, true));
        } catch (IOException closedMidway) {
            // the server may close before it has read it all
        }
    }

    /** Reads frames until a close frame, and returns its code; -1 when the socket ends first. */
    public int awaitCloseCode() {
        while (true) {
            Frame frame;
            try {
                frame = readFrame();
            } catch (IOException endOrReset) {
                return -1;
            }
            if (frame.opcode() == 0x8) {
                return frame.closeCode();
            }
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private static String readHeaders(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.append((char) b);
        }
        return head.toString();
    }
}
