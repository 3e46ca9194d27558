package ahp.websocket.client;

import ahp.websocket.HandshakeKeys;
import ahp.websocket.HttpHead;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.Map;
import java.util.random.RandomGenerator;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * The client's side of the opening handshake (RFC 6455 §4.1): a TCP connection straight to the
 * server (never through a proxy: the daemon is reached directly, as a loopback address must be),
 * TLS for {@code wss://} with the server's name checked as HTTPS checks it, the upgrade request, and
 * the server's answer read and checked.
 */
final class ClientHandshake {

    /** The longest answer head taken. */
    private static final int MAX_HEAD_BYTES = 16 * 1024;

    /**
     * An open WebSocket connection.
     *
     * @param tcp the TCP socket (closing it ends the connection at once, TLS or not)
     * @param socket the socket frames go through: {@code tcp}, or TLS over it
     * @param early bytes the server sent after its answer head, already read: the first frames' start
     */
    record Opened(Socket tcp, Socket socket, byte[] early) {}

    private ClientHandshake() {}

    /**
     * Connects to {@code uri} and upgrades, sending {@code headers} too.
     *
     * @param tls the TLS context of a {@code wss://} address, or null for the JDK's default one
     * @throws UpgradeRefused when the server answers with another status than 101
     * @throws IOException when it cannot be reached, or its answer is not a WebSocket's
     */
    static Opened open(URI uri, Map<String, String> headers, SSLContext tls, Duration timeout, RandomGenerator random)
            throws IOException {
        boolean secure = "wss".equalsIgnoreCase(uri.getScheme());
        if ((!secure && !"ws".equalsIgnoreCase(uri.getScheme())) || uri.getHost() == null) {
            throw new IOException("not a ws:// or wss:// address: " + uri);
        }
        String host = uri.getHost().startsWith("[") ? uri.getHost().substring(1, uri.getHost().length() - 1) : uri.getHost();
        int port = uri.getPort() >= 0 ? uri.getPort() : secure ? 443 : 80;
        Socket tcp = new Socket(Proxy.NO_PROXY);
        try {
            tcp.setTcpNoDelay(true);
            tcp.connect(new InetSocketAddress(host, port), (int) timeout.toMillis());
            tcp.setSoTimeout((int) timeout.toMillis());
            Socket socket = secure ? tls(tcp, host, port, tls) : tcp;
            String key = HandshakeKeys.fresh(random);
            socket.getOutputStream().write(request(uri, headers, key).getBytes(StandardCharsets.ISO_8859_1));
            byte[] early = readAnswer(socket.getInputStream(), key, uri);
            tcp.setSoTimeout(0);
            return new Opened(tcp, socket, early);
        } catch (IOException | RuntimeException failed) {
            tcp.close();
            throw failed;
        }
    }

    private static Socket tls(Socket tcp, String host, int port, SSLContext given) throws IOException {
        SSLContext context;
        try {
            context = given != null ? given : SSLContext.getDefault();
        } catch (NoSuchAlgorithmException unavailable) {
            throw new IOException("no TLS here: " + unavailable.getMessage(), unavailable);
        }
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket(tcp, host, port, true);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        socket.setSSLParameters(parameters);
        socket.startHandshake();
        return socket;
    }

    private static String request(URI uri, Map<String, String> headers, String key) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        StringBuilder request = new StringBuilder("GET ").append(path)
                .append(uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery()).append(" HTTP/1.1\r\n")
                .append("Host: ").append(uri.getHost()).append(uri.getPort() >= 0 ? ":" + uri.getPort() : "").append("\r\n")
                .append("Upgrade: websocket\r\nConnection: Upgrade\r\n")
                .append("Sec-WebSocket-Key: ").append(key).append("\r\nSec-WebSocket-Version: 13\r\n");
        headers.forEach((name, value) -> request.append(name).append(": ").append(value).append("\r\n"));
        return request.append("\r\n").toString();
    }

    /** Reads and checks the answer head; returns what came after it. */
    private static byte[] readAnswer(InputStream in, String key, URI uri) throws IOException {
        byte[] head = new byte[MAX_HEAD_BYTES];
        int have = 0;
        int end;
        while ((end = HttpHead.end(head, have)) < 0) {
            if (have == head.length) {
                throw new IOException(uri + " answered the upgrade with a head over " + MAX_HEAD_BYTES + " bytes");
            }
            int count = in.read(head, have, head.length - have);
            if (count < 0) {
                throw new IOException(uri + " ended the connection during the upgrade");
            }
            have += count;
        }
        HttpHead answer = HttpHead.parse(head, end).orElseThrow(() -> new IOException(uri + " answered the upgrade with a malformed head"));
        String[] status = answer.startLine().split(" ", 3);
        if (status.length < 2 || !status[0].startsWith("HTTP/1.") || !status[1].matches("\\d{3}")) {
            throw new IOException(uri + " answered the upgrade with \"" + answer.startLine() + "\"");
        }
        if (!status[1].equals("101")) {
            throw new UpgradeRefused(uri.toString(), Integer.parseInt(status[1]));
        }
        if (!answer.headerLists("upgrade", "websocket") || !answer.headerLists("connection", "upgrade")
                || !answer.header("sec-websocket-accept").orElse("").equals(HandshakeKeys.accept(key))) {
            throw new IOException(uri + " answered 101 but not as a WebSocket server (RFC 6455 §4.1)");
        }
        byte[] early = new byte[have - end];
        System.arraycopy(head, end, early, 0, early.length);
        return early;
    }
}
