package ahp.bench.wire;

import ahp.websocket.HandshakeKeys;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A bare WebSocket server on loopback that sends every text message straight back, on the thread
 * that read it: no protocol, no queue, no hand-off. Round trips through it are what the driver's
 * client and the loopback cost by themselves, the floor under every latency the daemon is given.
 * One platform thread per connection; a close is answered and ends the connection.
 */
public final class EchoServer implements AutoCloseable {

    private final ServerSocket server;

    private EchoServer(ServerSocket server) {
        this.server = server;
    }

    /** Listens on a free loopback port. */
    public static EchoServer start() throws IOException {
        EchoServer echo = new EchoServer(new ServerSocket(0, 8, InetAddress.getLoopbackAddress()));
        Thread.ofPlatform().daemon().name("bench-echo-accept").start(echo::accept);
        return echo;
    }

    /** Its address. */
    public URI address() {
        return URI.create("ws://127.0.0.1:" + server.getLocalPort() + "/");
    }

    @Override
    public void close() throws IOException {
        server.close();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                Thread.ofPlatform().daemon().name("bench-echo").start(() -> serve(socket));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private static void serve(Socket socket) {
        try (socket) {
            socket.setTcpNoDelay(true);
            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
            OutputStream out = socket.getOutputStream();
            String key = null;
            for (String line = readLine(in); !line.isEmpty(); line = readLine(in)) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals("sec-websocket-key")) {
                    key = line.substring(colon + 1).trim();
                }
            }
            if (key == null) {
                out.write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                return;
            }
            out.write(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Accept: " + HandshakeKeys.accept(key) + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            while (true) {
                int first = in.readUnsignedByte();
                int second = in.readUnsignedByte();
                long length = second & 0x7f;
                if (length == 126) {
                    length = in.readUnsignedShort();
                } else if (length == 127) {
                    length = in.readLong();
                }
                if (length < 0 || length > WebSocketClient.MAX_MESSAGE || (second & 0x80) == 0) {
                    return;
                }
                byte[] mask = new byte[4];
                in.readFully(mask);
                byte[] payload = new byte[(int) length];
                in.readFully(payload);
                for (int i = 0; i < payload.length; i++) {
                    payload[i] ^= mask[i & 3];
                }
                out.write(frame(first, payload));
                if ((first & 0x0f) == 0x8) {
                    return;
                }
            }
        } catch (IOException ended) {
            // the client went away
        }
    }

    /** An unmasked frame with the first byte (FIN and opcode) of the one it answers. */
    private static byte[] frame(int first, byte[] payload) {
        int head = payload.length < 126 ? 2 : payload.length < 65536 ? 4 : 10;
        byte[] frame = new byte[head + payload.length];
        frame[0] = (byte) first;
        if (head == 2) {
            frame[1] = (byte) payload.length;
        } else if (head == 4) {
            frame[1] = 126;
            frame[2] = (byte) (payload.length >> 8);
            frame[3] = (byte) payload.length;
        } else {
            frame[1] = 127;
            for (int i = 0; i < 8; i++) {
                frame[2 + i] = (byte) ((long) payload.length >>> (56 - 8 * i));
            }
        }
        System.arraycopy(payload, 0, frame, head, payload.length);
        return frame;
    }

    private static String readLine(DataInputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0 || line.length() > 8192) {
                throw new IOException("the upgrade request ended or is too long");
            }
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }
}
