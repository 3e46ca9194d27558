package ahp.machines.docker;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A stand-in address for the local engine: a socket (a UNIX one at a path, or TCP on the loopback)
 * whose every connection is joined byte for byte to the engine's own socket, or, when told to be
 * silent, accepted and never answered. It lets a test put an engine at an address, take it away and
 * bring it back, or reach it over TCP; what answers is always the real engine.
 */
final class Forwarder implements AutoCloseable {

    /** The local engine's socket: {@code DOCKER_HOST}'s when it names one, else the usual one. */
    static final Path ENGINE = engineSocket();

    private final ServerSocketChannel server;
    private final boolean silent;
    private final List<SocketChannel> open = new CopyOnWriteArrayList<>();

    private Forwarder(ServerSocketChannel server, boolean silent) {
        this.server = server;
        this.silent = silent;
        Thread.ofVirtual().name("test-forwarder").start(this::accept);
    }

    /** A forwarder at the UNIX socket {@code path}. */
    static Forwarder unix(Path path, boolean silent) throws IOException {
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(path));
        return new Forwarder(server, silent);
    }

    /** A forwarder on a free TCP port of the loopback. */
    static Forwarder tcp() throws IOException {
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.INET);
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        return new Forwarder(server, false);
    }

    /** The TCP port, for {@link #tcp}. */
    int port() throws IOException {
        return ((InetSocketAddress) server.getLocalAddress()).getPort();
    }

    private void accept() {
        try {
            while (true) {
                SocketChannel client = server.accept();
                open.add(client);
                if (!silent) {
                    SocketChannel engine = SocketChannel.open(UnixDomainSocketAddress.of(ENGINE));
                    open.add(engine);
                    Thread.ofVirtual().start(() -> copy(client, engine));
                    Thread.ofVirtual().start(() -> copy(engine, client));
                }
            }
        } catch (IOException closed) {
            // The forwarder was closed.
        }
    }

    private static void copy(SocketChannel from, SocketChannel to) {
        ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
        try {
            while (from.read(buffer) >= 0) {
                buffer.flip();
                while (buffer.hasRemaining()) {
                    to.write(buffer);
                }
                buffer.clear();
            }
            to.shutdownOutput();
        } catch (IOException ended) {
            close(from);
            close(to);
        }
    }

    private static void close(SocketChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // Already unusable.
        }
    }

    private static Path engineSocket() {
        String host = System.getenv("DOCKER_HOST");
        return host != null && host.startsWith("unix://") ? Path.of(host.substring("unix://".length()))
                : Path.of("/var/run/docker.sock");
    }

    /** Stops accepting and ends every connection; a UNIX socket's file is removed. */
    @Override
    public void close() throws IOException {
        SocketAddress address = server.getLocalAddress();
        server.close();
        open.forEach(Forwarder::close);
        if (address instanceof UnixDomainSocketAddress unix) {
            Files.deleteIfExists(unix.getPath());
        }
    }
}
