package ahp.server.mcp;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** An input that says once when it ended (a read found its end, or failed): the MCP client is gone. */
final class EndOfInput extends FilterInputStream {

    private final Runnable onEnd;

    EndOfInput(InputStream in, Runnable onEnd) {
        super(in);
        this.onEnd = onEnd;
    }

    @Override
    public int read() throws IOException {
        return ended(guarded(() -> super.read()));
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        return ended(guarded(() -> super.read(buffer, offset, length)));
    }

    private int ended(int read) {
        if (read < 0) {
            onEnd.run();
        }
        return read;
    }

    private interface Read {
        int read() throws IOException;
    }

    private int guarded(Read read) throws IOException {
        try {
            return read.read();
        } catch (IOException failed) {
            onEnd.run();
            throw failed;
        }
    }
}
