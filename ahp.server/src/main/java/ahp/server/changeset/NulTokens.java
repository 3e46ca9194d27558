package ahp.server.changeset;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads git's {@code -z} output one NUL-terminated field at a time, as bytes, so a name with spaces,
 * quotes, newlines or any other byte comes through exactly. A field longer than its cap is an error:
 * no name is that long.
 */
final class NulTokens {

    private final InputStream in;
    private final int maxToken;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;

    NulTokens(InputStream in, int maxToken) {
        this.in = in;
        this.maxToken = maxToken;
    }

    /** The next field without its NUL, or null at the end (a last field without a NUL is given too). */
    byte[] next() throws IOException {
        ByteArrayOutputStream token = null;
        while (true) {
            if (position == limit) {
                limit = in.read(buffer);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    return token == null ? null : token.toByteArray();
                }
            }
            int start = position;
            while (position < limit && buffer[position] != 0) {
                position++;
            }
            if (token == null) {
                token = new ByteArrayOutputStream();
            }
            token.write(buffer, start, position - start);
            if (token.size() > maxToken) {
                throw new IOException("a field of git's output is longer than " + maxToken + " bytes");
            }
            if (position < limit) {
                position++; // the NUL
                return token.toByteArray();
            }
        }
    }
}
