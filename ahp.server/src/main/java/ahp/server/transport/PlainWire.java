package ahp.server.transport;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/** The socket itself, in clear text: what it reads is what the peer sent. */
final class PlainWire implements Wire {

    private final SocketChannel channel;

    PlainWire(SocketChannel channel) {
        this.channel = channel;
    }

    @Override
    public int read(ByteBuffer into) throws IOException {
        return channel.read(into);
    }

    @Override
    public int write(ByteBuffer from) throws IOException {
        return channel.write(from);
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    @Override
    public boolean hasBufferedInput() {
        return false;
    }

    @Override
    public boolean flushPending() {
        return true;
    }
}
