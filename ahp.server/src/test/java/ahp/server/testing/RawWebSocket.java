package ahp.server.testing;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A WebSocket client written by hand on a socket, for what the JDK's client will not send: one
 * single frame of any size.
 */
public final class RawWebSocket implements AutoCloseable {

    private final Socket socket;
    private final OutputStream out;
    private final DataInputStream in;

    /** Opens the socket and completes the upgrade with {@code token} as a bearer token. */
    public RawWebSocket(URI uri, String token) throws IOException {
        socket = new Socket(uri.getHost(), uri.getPort());
        socket.setSoTimeout((int) Await.DEFAULT.toMillis());
        out = socket.getOutputStream();
        in = new DataInputStream(socket.getInputStream());
        String key = Base64.getEncoder().encodeToString("0123456789abcdef".getBytes(StandardCharsets.US_ASCII));
        String request = "GET " + uri.getRawPath() + " HTTP/1.1\r\n"
                + "Host: " + uri.getHost() + ":" + uri.getPort() + "\r\n"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\n"
                + "Authorization: Bearer " + token + "\r\n\r\n";
        out.write(request.getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String status = readHeaders(in);
        if (!status.startsWith("HTTP/1.1 101")) {
            throw new IOException("upgrade refused: " + status);
        }
    }

    /** Sends {@code length} bytes of {@code 'a'} as one masked, final text frame. */
    public void sendOneFrame(int length) throws IOException {
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        frame.write(0x81);
        if (length < 126) {
            frame.write(0x80 | length);
        } else if (length < 65536) {
            frame.write(0x80 | 126);
            frame.write(length >>> 8);
            frame.write(length & 0xff);
        } else {
            frame.write(0x80 | 127);
            for (int shift = 56; shift >= 0; shift -= 8) {
                frame.write((int) (((long) length >>> shift) & 0xff));
            }
        }
        frame.write(new byte[4]); // mask 0: the payload goes as it is
        out.write(frame.toByteArray());
        byte[] payload = new byte[length];
        java.util.Arrays.fill(payload, (byte) 'a');
        try {
            out.write(payload);
            out.flush();
        } catch (IOException closedMidway) {
            // the server may close before it has read it all
        }
    }

    /** Reads frames until a close frame, and returns its code; -1 when the socket ends first. */
    public int awaitCloseCode() throws IOException {
        while (true) {
            int first;
            try {
                first = in.read();
            } catch (IOException reset) {
                return -1;
            }
            if (first < 0) {
                return -1;
            }
            int second = in.readUnsignedByte();
            long length = second & 0x7f;
            if (length == 126) {
                length = in.readUnsignedShort();
            } else if (length == 127) {
                length = in.readLong();
            }
            byte[] payload = in.readNBytes((int) length);
            if ((first & 0x0f) == 0x8) {
                return payload.length >= 2 ? ((payload[0] & 0xff) << 8) | (payload[1] & 0xff) : 1005;
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
