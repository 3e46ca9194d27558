package ahp.server.transport;

import ahp.websocket.HttpHead;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.function.Function;
import javax.net.ssl.SSLContext;

/**
 * One socket in its upgrade, driven by the {@link UpgradeLoop} whenever it is ready: the TLS
 * handshake when the server has TLS, then the request head (at most
 * {@value UpgradeRequest#MAX_HEAD_BYTES} bytes), then the answer. It holds no thread while it
 * waits, so sockets that connect and send nothing cost the daemon a descriptor and a buffer each,
 * and only until their deadline or until newer ones push them out.
 */
final class Upgrading {

    private enum Stage { TLS, HEAD, ANSWER, DONE }

    final SocketChannel channel;
    final InetAddress peer;
    final long deadline;
    private final Wire wire;
    private final TlsWire tls;
    private Stage stage;
    private ByteBuffer head;
    private int headEnd = -1;
    private UpgradeAnswer answer;
    private ByteBuffer response;
    SelectionKey key;
    /** Whether the peer has sent anything yet: those that have are pushed out after those that have not. */
    boolean heard;

    /**
     * A socket just accepted from {@code peer}, to be through its upgrade by {@code deadline}
     * ({@link System#nanoTime()}); {@code tls} null for clear text.
     */
    Upgrading(SocketChannel channel, InetAddress peer, long deadline, SSLContext tls) throws IOException {
        this.channel = channel;
        this.peer = peer;
        this.deadline = deadline;
        this.tls = tls == null ? null : new TlsWire(channel, tls);
        this.wire = this.tls == null ? new PlainWire(channel) : this.tls;
        this.stage = this.tls == null ? Stage.HEAD : Stage.TLS;
    }

    /**
     * Goes as far as the socket allows now.
     *
     * @param decide how a whole head is answered (null when the head is not a well-formed request)
     * @return the readiness to wait for next ({@link SelectionKey#OP_READ} or
     *     {@link SelectionKey#OP_WRITE}), or 0 once the answer is out whole
     * @throws IOException when the peer left, or broke TLS
     */
    int advance(Function<UpgradeRequest, UpgradeAnswer> decide) throws IOException {
        while (true) {
            switch (stage) {
                case TLS -> {
                    TlsWire.Progress progress = tls.handshake();
                    if (progress != TlsWire.Progress.DONE) {
                        return progress == TlsWire.Progress.READ ? SelectionKey.OP_READ : SelectionKey.OP_WRITE;
                    }
                    stage = Stage.HEAD;
                }
                case HEAD -> {
                    if (head == null) {
                        head = ByteBuffer.allocate(UpgradeRequest.MAX_HEAD_BYTES);
                    }
                    int end = HttpHead.end(head.array(), head.position());
                    if (end >= 0) {
                        headEnd = end;
                        answer = UpgradeRequest.parse(head.array(), end).map(decide).orElseGet(() -> UpgradeAnswer.malformed(400));
                        startAnswer();
                    } else if (!head.hasRemaining()) {
                        headEnd = head.position();
                        answer = UpgradeAnswer.malformed(431);
                        startAnswer();
                    } else {
                        int count = wire.read(head);
                        if (count < 0) {
                            throw new IOException("the peer left during its upgrade");
                        }
                        if (count == 0) {
                            return SelectionKey.OP_READ;
                        }
                    }
                }
                case ANSWER -> {
                    wire.write(response);
                    if (response.hasRemaining() || !wire.flushPending()) {
                        return SelectionKey.OP_WRITE;
                    }
                    stage = Stage.DONE;
                }
                default -> {
                    return 0;
                }
            }
        }
    }

    private void startAnswer() {
        response = ByteBuffer.wrap(answer.response());
        stage = Stage.ANSWER;
    }

    /** What the server answered, once {@link #advance} returned 0. */
    UpgradeAnswer answer() {
        return answer;
    }

    /** The connection's bytes from here on. */
    Wire wire() {
        return wire;
    }

    /** What the peer sent after its head (its first frames), ready to read. */
    ByteBuffer early() {
        return ByteBuffer.wrap(head.array(), headEnd, head.position() - headEnd).slice();
    }

    /** Closes the socket. */
    void close() {
        try {
            wire.close();
        } catch (IOException ignored) {
            // closed either way
        }
    }
}
