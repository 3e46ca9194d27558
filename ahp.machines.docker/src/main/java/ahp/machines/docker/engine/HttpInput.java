package ahp.machines.docker.engine;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The engine's side of one connection, read as HTTP/1.1: lines of the head, then a body by its
 * length, in chunks, or to the end. It buffers what it reads, and after a {@code 101} the bytes it
 * holds past the head are the first of the raw stream ({@link #rest}).
 */
final class HttpInput {

    /** A longer line of the head is not the engine talking. */
    private static final int MAX_LINE = 64 * 1024;
    /** A larger body is not an answer this client asks for. */
    private static final int MAX_BODY = 64 * 1024 * 1024;

    private final InputStream in;
    private final byte[] buffer = new byte[8192];
    private int position;
    private int limit;

    HttpInput(InputStream in) {
        this.in = in;
    }

    /** One line without its CRLF (or LF); null at the end of the stream before any byte of it. */
    String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(128);
        while (true) {
            if (position == limit && !fill()) {
                if (line.size() == 0) {
                    return null;
                }
                throw new EOFException("the connection ended inside a line");
            }
            byte b = buffer[position++];
            if (b == '\n') {
                byte[] bytes = line.toByteArray();
                int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
            }
            line.write(b);
            if (line.size() > MAX_LINE) {
                throw new IOException("a line of the answer is longer than " + MAX_LINE + " bytes");
            }
        }
    }

    /** Exactly {@code count} bytes. */
    byte[] readExactly(long count) throws IOException {
        if (count > MAX_BODY) {
            throw new IOException("an answer of " + count + " bytes is more than this client reads");
        }
        byte[] bytes = new byte[(int) count];
        int done = 0;
        while (done < bytes.length) {
            int read = read(bytes, done, bytes.length - done);
            if (read < 0) {
                throw new EOFException("the connection ended " + (bytes.length - done) + " bytes before the answer did");
            }
            done += read;
        }
        return bytes;
    }

    /** A chunked body, joined, with its trailer read and dropped. */
    byte[] readChunked() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        while (true) {
            String size = readLine();
            if (size == null) {
                throw new EOFException("the connection ended inside a chunked answer");
            }
            int extension = size.indexOf(';');
            long length;
            try {
                length = Long.parseLong((extension >= 0 ? size.substring(0, extension) : size).strip(), 16);
            } catch (NumberFormatException notHex) {
                throw new IOException("a chunk's size is not a number: " + size);
            }
            if (length == 0) {
                String trailer = readLine();
                while (trailer != null && !trailer.isEmpty()) {
                    trailer = readLine();
                }
                return body.toByteArray();
            }
            if (body.size() + length > MAX_BODY) {
                throw new IOException("a chunked answer is more than this client reads");
            }
            body.write(readExactly(length));
            readLine();
        }
    }

    /** Everything up to the end of the stream. */
    byte[] readToEnd() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        int read;
        while ((read = read(chunk, 0, chunk.length)) >= 0) {
            body.write(chunk, 0, read);
            if (body.size() > MAX_BODY) {
                throw new IOException("an answer is more than this client reads");
            }
        }
        return body.toByteArray();
    }

    /** What follows the head as a stream: the bytes held here first, then the connection's. */
    InputStream rest() {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] bytes, int offset, int length) throws IOException {
                return HttpInput.this.read(bytes, offset, length);
            }
        };
    }

    private int read(byte[] bytes, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        if (position < limit) {
            int count = Math.min(length, limit - position);
            System.arraycopy(buffer, position, bytes, offset, count);
            position += count;
            return count;
        }
        return in.read(bytes, offset, length);
    }

    private boolean fill() throws IOException {
        int read = in.read(buffer, 0, buffer.length);
        if (read < 0) {
            return false;
        }
        position = 0;
        limit = read;
        return true;
    }
}
