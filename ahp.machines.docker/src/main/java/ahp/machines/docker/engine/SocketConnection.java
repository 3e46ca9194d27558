package ahp.machines.docker.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.channels.UnresolvedAddressException;

/**
 * A connection on a socket: the engine's UNIX socket, or plain TCP. The streams call the channel's
 * own {@code read} and {@code write}, which may block at once on two threads (the JDK's
 * {@code Channels.newInputStream} of a selectable channel would serialize them).
 */
final class SocketConnection implements EngineConnection {

    private final EngineAddress address;
    private final SocketChannel channel;
    private final InputStream input = new InputStream() {
        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] bytes, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            int count = channel.read(ByteBuffer.wrap(bytes, offset, length));
            while (count == 0) {
                count = channel.read(ByteBuffer.wrap(bytes, offset, length));
            }
            return count;
        }
    };
    private final OutputStream output = new OutputStream() {
        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            ByteBuffer buffer = ByteBuffer.wrap(bytes, offset, length);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        }
    };

    /** An open, unconnected socket of the family {@code address} needs ({@code unix} or {@code tcp}). */
    SocketConnection(EngineAddress address) throws IOException {
        this.address = address;
        this.channel = SocketChannel.open(address.scheme().equals("unix")
                ? StandardProtocolFamily.UNIX : StandardProtocolFamily.INET);
    }

    @Override
    public void connect() throws IOException {
        try {
            if (address.scheme().equals("unix")) {
                channel.connect(UnixDomainSocketAddress.of(address.socket()));
            } else {
                channel.connect(new InetSocketAddress(address.host(), address.port()));
            }
        } catch (UnresolvedAddressException unknown) {
            throw new IOException("the host " + address.host() + " is not known", unknown);
        }
    }

    @Override
    public InputStream input() {
        return input;
    }

    @Override
    public OutputStream output() {
        return output;
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // Closing is all that was asked; the channel is unusable either way.
        }
    }
}
