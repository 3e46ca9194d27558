package ahp.mcp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The lines of a UTF-8 input, read straight from it in large pieces: each line is decoded once, when
 * its newline has arrived (a newline byte is never part of another character in UTF-8). A line
 * longer than the limit is not kept: it is skipped to its end and reported as {@link #overlong()}.
 */
final class InputLines {

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private int start;
    private int end;
    private byte[] line = new byte[1024];
    private int lineLength;
    private boolean overlong;

    InputLines(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /**
     * The next line, without its newline (nor a carriage return before it); the last line even when
     * no newline ends it; null at the end of the input.
     */
    String next() throws IOException {
        lineLength = 0;
        overlong = false;
        while (true) {
            for (int i = start; i < end; i++) {
                if (buffer[i] == '\n') {
                    keep(start, i);
                    start = i + 1;
                    return decoded();
                }
            }
            keep(start, end);
            start = 0;
            end = in.read(buffer);
            if (end < 0) {
                end = 0;
                return lineLength > 0 || overlong ? decoded() : null;
            }
        }
    }

    /** Whether the line {@link #next()} returned last was over the limit (and so returned empty). */
    boolean overlong() {
        return overlong;
    }

    private void keep(int from, int to) {
        int count = to - from;
        if (overlong || count == 0) {
            return;
        }
        if ((long) lineLength + count > maxLineBytes) {
            overlong = true;
            lineLength = 0;
            line = new byte[1024];
            return;
        }
        if (lineLength + count > line.length) {
            line = Arrays.copyOf(line, Math.max(2 * line.length, lineLength + count));
        }
        System.arraycopy(buffer, from, line, lineLength, count);
        lineLength += count;
    }

    private String decoded() {
        if (overlong) {
            return "";
        }
        int length = lineLength > 0 && line[lineLength - 1] == '\r' ? lineLength - 1 : lineLength;
        String text = new String(line, 0, length, StandardCharsets.UTF_8);
        if (line.length > buffer.length) {
            line = new byte[1024];
        }
        return text;
    }
}
