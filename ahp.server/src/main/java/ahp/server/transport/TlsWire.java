package ahp.server.transport;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SocketChannel;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;

/**
 * TLS over a non-blocking socket, with the JDK's {@link SSLEngine}: the server's side of TLS 1.3
 * only (no renegotiation exists in it). The handshake is driven step by step by the upgrade
 * ({@link #handshake()}); after it, reads unwrap and writes wrap. Reads happen on one thread at a
 * time; writes may come from any thread and are serialised here, and a key update the peer asks
 * for is answered under the same lock.
 */
final class TlsWire implements Wire {

    /** What the handshake needs next. */
    enum Progress { READ, WRITE, DONE }

    /** The one protocol offered. */
    static final String PROTOCOL = "TLSv1.3";

    private final SocketChannel channel;
    private final SSLEngine engine;
    /** Bytes from the socket not yet unwrapped (filled from position 0). */
    private final ByteBuffer netIn;
    /** Plaintext unwrapped and not yet read (filled from position 0). */
    private ByteBuffer appIn;
    /** Records wrapped and not yet written (read from position). */
    private final ByteBuffer netOut;
    private final Object writing = new Object();
    /** The last unwrap wanted more than {@link #netIn} held, and the socket had nothing more. */
    private boolean starved;
    private boolean inboundDone;

    /** A server-side wire on {@code channel}, its handshake begun and not yet driven. */
    TlsWire(SocketChannel channel, SSLContext context) throws SSLException {
        this.channel = channel;
        this.engine = context.createSSLEngine();
        engine.setUseClientMode(false);
        engine.setEnabledProtocols(new String[] {PROTOCOL});
        int packet = engine.getSession().getPacketBufferSize();
        this.netIn = ByteBuffer.allocate(packet);
        this.appIn = ByteBuffer.allocate(engine.getSession().getApplicationBufferSize());
        this.netOut = ByteBuffer.allocate(packet).flip();
        engine.beginHandshake();
    }

    /**
     * Drives the handshake as far as the socket allows now.
     *
     * @return what it waits for, or {@link Progress#DONE} once it is through and its records are out
     * @throws IOException when the peer is not speaking TLS, or fails or leaves the handshake
     */
    Progress handshake() throws IOException {
        while (true) {
            switch (engine.getHandshakeStatus()) {
                case NEED_TASK -> runTasks();
                case NEED_WRAP -> {
                    synchronized (writing) {
                        if (!flushNetOut()) {
                            return Progress.WRITE;
                        }
                        wrap(ByteBuffer.allocate(0));
                    }
                }
                case NEED_UNWRAP, NEED_UNWRAP_AGAIN -> {
                    synchronized (writing) {
                        if (!flushNetOut()) {
                            return Progress.WRITE; // what was wrapped goes out before the peer's answer is awaited
                        }
                    }
                    int step = unwrapStep();
                    if (step < 0) {
                        throw new ClosedChannelException();
                    }
                    if (step == 0) {
                        return Progress.READ;
                    }
                }
                default -> {
                    synchronized (writing) {
                        return flushNetOut() ? Progress.DONE : Progress.WRITE;
                    }
                }
            }
        }
    }

    @Override
    public int read(ByteBuffer into) throws IOException {
        while (true) {
            if (appIn.position() > 0) {
                appIn.flip();
                int count = Math.min(appIn.remaining(), into.remaining());
                into.put(into.position(), appIn, appIn.position(), count);
                into.position(into.position() + count);
                appIn.position(appIn.position() + count);
                appIn.compact();
                return count;
            }
            if (inboundDone) {
                return -1;
            }
            int step = unwrapStep();
            if (step <= 0) {
                return step;
            }
            answerPostHandshake();
        }
    }

    /**
     * One unwrap, reading the socket when {@link #netIn} holds no whole record.
     *
     * @return 1 after progress, 0 when the socket has nothing now, -1 at its end
     */
    private int unwrapStep() throws IOException {
        netIn.flip();
        SSLEngineResult result;
        try {
            result = engine.unwrap(netIn, appIn);
        } finally {
            netIn.compact();
        }
        switch (result.getStatus()) {
            case BUFFER_UNDERFLOW -> {
                int count = channel.read(netIn);
                if (count < 0) {
                    inboundDone = true;
                    return -1;
                }
                starved = count == 0;
                return starved ? 0 : 1;
            }
            case BUFFER_OVERFLOW -> {
                // Only when what was unwrapped before is still unread: make room.
                ByteBuffer larger = ByteBuffer.allocate(appIn.capacity() + engine.getSession().getApplicationBufferSize());
                appIn.flip();
                larger.put(appIn);
                appIn = larger;
                return 1;
            }
            case CLOSED -> {
                inboundDone = true;
                return appIn.position() > 0 ? 1 : -1;
            }
            default -> {
                starved = false;
                return 1;
            }
        }
    }

    /** A key update (or any message after the handshake) the engine must answer. */
    private void answerPostHandshake() throws IOException {
        while (true) {
            switch (engine.getHandshakeStatus()) {
                case NEED_TASK -> runTasks();
                case NEED_WRAP -> {
                    synchronized (writing) {
                        flushNetOut();
                        if (netOut.hasRemaining()) {
                            return; // the next write sends it
                        }
                        wrap(ByteBuffer.allocate(0));
                        flushNetOut();
                    }
                }
                default -> {
                    return;
                }
            }
        }
    }

    @Override
    public int write(ByteBuffer from) throws IOException {
        synchronized (writing) {
            int taken = 0;
            while (from.hasRemaining() && flushNetOut()) {
                taken += wrap(from);
            }
            flushNetOut();
            return taken;
        }
    }

    /** While writing, with {@link #netOut} empty: wraps one record of {@code from}; returns the bytes taken. */
    private int wrap(ByteBuffer from) throws IOException {
        netOut.clear();
        SSLEngineResult result;
        try {
            result = engine.wrap(from, netOut);
        } finally {
            netOut.flip();
        }
        if (result.getStatus() == SSLEngineResult.Status.CLOSED) {
            throw new ClosedChannelException();
        }
        if (result.getStatus() != SSLEngineResult.Status.OK) {
            throw new SSLException("wrapping a record: " + result.getStatus());
        }
        return result.bytesConsumed();
    }

    /** While writing: writes {@link #netOut} as far as the socket takes it; true once it is empty. */
    private boolean flushNetOut() throws IOException {
        while (netOut.hasRemaining()) {
            if (channel.write(netOut) == 0) {
                return false;
            }
        }
        return true;
    }

    private void runTasks() {
        for (Runnable task = engine.getDelegatedTask(); task != null; task = engine.getDelegatedTask()) {
            task.run();
        }
    }

    @Override
    public boolean hasBufferedInput() {
        return appIn.position() > 0 || (netIn.position() > 0 && !starved && !inboundDone);
    }

    @Override
    public boolean flushPending() throws IOException {
        synchronized (writing) {
            return flushNetOut();
        }
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    /** Says {@code close_notify} if the socket takes it at once, and closes the socket. */
    @Override
    public void close() throws IOException {
        try {
            if (channel.isOpen()) {
                synchronized (writing) {
                    engine.closeOutbound();
                    if (flushNetOut() && !engine.isOutboundDone()) {
                        netOut.clear();
                        try {
                            engine.wrap(ByteBuffer.allocate(0), netOut);
                        } finally {
                            netOut.flip();
                        }
                        flushNetOut();
                    }
                }
            }
        } catch (IOException | RuntimeException notSaid) {
            // the socket is closed below either way
        } finally {
            channel.close();
        }
    }
}
