package ahp.backends.acp.rpc;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads newline-terminated lines of bytes, each at most a given size, so a peer that never writes a
 * newline cannot make the reader hold an unbounded buffer. A trailing {@code \r} is dropped.
 */
public final class LineReader {

    /** A line longer than the reader allows. */
    public static final class LineTooLongException extends IOException {
        LineTooLongException(int max) {
            super("a line longer than " + max + " bytes");
        }
    }

    private final InputStream in;
    private final int maxBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;

    /** Reads {@code in}, refusing lines over {@code maxBytes}. */
    public LineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /**
     * The next line without its terminator, or null at the end of the stream. Bytes after the last
     * newline are returned as a last line.
     *
     * @throws LineTooLongException when a line is longer than allowed
     */
    public byte[] next() throws IOException {
        ByteArrayOutputStream line = null;
        while (true) {
            if (position == limit) {
                limit = in.read(buffer);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    return line == null || line.size() == 0 ? null : strip(line.toByteArray());
                }
            }
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            int length = position - start;
            if (line == null) {
                line = new ByteArrayOutputStream(Math.min(Math.max(length, 256), maxBytes));
            }
            if (line.size() + length > maxBytes) {
                throw new LineTooLongException(maxBytes);
            }
            line.write(buffer, start, length);
            if (position < limit) {
                position++;
                return strip(line.toByteArray());
            }
        }
    }

    private static byte[] strip(byte[] line) {
        if (line.length > 0 && line[line.length - 1] == '\r') {
            return java.util.Arrays.copyOf(line, line.length - 1);
        }
        return line;
    }
}
