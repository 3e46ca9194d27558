package ahp.server.changeset;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code git diff -p} split into each file's patch, read as a stream and capped: a file's patch
 * starts at its {@code diff --git} line (no line of a hunk starts with {@code d}), at most
 * {@code maxFileBytes} of it are kept, cut at a line's end, and at most {@code maxTotalBytes} across
 * all files. Once the total is spent reading stops, so no more of git's output than that is held
 * (one line is, up to the per-file cap, while it is read).
 *
 * @param sections each file's patch by its header line ({@link GitQuote#header}, ISO-8859-1)
 * @param stoppedEarly whether reading stopped at the total cap, before git's output ended
 */
record PatchSections(Map<String, Section> sections, boolean stoppedEarly) {

    private static final byte[] HEADER = "diff --git ".getBytes(StandardCharsets.US_ASCII);

    /** The longest header line kept whole, whatever the per-file cap: two quoted paths. */
    private static final int MAX_HEADER = 64 * 1024;

    /**
     * One file's patch.
     *
     * @param text what was kept
     * @param truncated whether more was left out
     */
    record Section(byte[] text, boolean truncated) {}

    /** Reads {@code in} to its end, or to the total cap. */
    static PatchSections read(InputStream in, int maxFileBytes, int maxTotalBytes) throws IOException {
        return new Reader(maxFileBytes, maxTotalBytes).read(in);
    }

    /** A line being read, which can say how it starts without a copy. */
    private static final class Line extends ByteArrayOutputStream {
        void copyTo(ByteArrayOutputStream out) {
            out.write(buf, 0, count);
        }

        boolean startsWith(byte[] prefix) {
            if (count < prefix.length) {
                return false;
            }
            for (int i = 0; i < prefix.length; i++) {
                if (buf[i] != prefix[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    private static final class Reader {
        private final int maxFileBytes;
        private final int lineCap;
        private int totalLeft;
        private final Map<String, Section> sections = new HashMap<>();
        private final Line line = new Line();
        private boolean lineOverflow;
        private String header;
        private ByteArrayOutputStream body;
        private boolean truncated;

        Reader(int maxFileBytes, int maxTotalBytes) {
            this.maxFileBytes = maxFileBytes;
            this.totalLeft = maxTotalBytes;
            this.lineCap = Math.max(maxFileBytes, MAX_HEADER);
        }

        PatchSections read(InputStream in) throws IOException {
            byte[] buffer = new byte[64 * 1024];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        take(buffer, start, i + 1 - start);
                        start = i + 1;
                        if (!endLine()) {
                            finish();
                            return new PatchSections(Map.copyOf(sections), true);
                        }
                    }
                }
                take(buffer, start, n - start);
            }
            if (line.size() > 0 || lineOverflow) {
                endLine();
            }
            finish();
            return new PatchSections(Map.copyOf(sections), false);
        }

        private void take(byte[] bytes, int from, int length) {
            int room = lineCap - line.size();
            if (length > room) {
                lineOverflow = true;
            }
            line.write(bytes, from, Math.min(length, Math.max(room, 0)));
        }

        /** Handles a whole line; false once the total cap is spent. */
        private boolean endLine() {
            try {
                if (!lineOverflow && line.startsWith(HEADER)) {
                    finish();
                    byte[] bytes = line.toByteArray();
                    int end = bytes.length > 0 && bytes[bytes.length - 1] == '\n' ? bytes.length - 1 : bytes.length;
                    header = new String(bytes, 0, end, StandardCharsets.ISO_8859_1);
                    body = new ByteArrayOutputStream();
                    truncated = false;
                }
                if (header == null || truncated) {
                    return true;
                }
                int size = line.size();
                if (lineOverflow || body.size() + size > maxFileBytes) {
                    truncated = true;
                    return true;
                }
                if (size > totalLeft) {
                    truncated = true;
                    return false;
                }
                line.copyTo(body);
                totalLeft -= size;
                return true;
            } finally {
                line.reset();
                lineOverflow = false;
            }
        }

        private void finish() {
            if (header != null) {
                sections.put(header, new Section(body.toByteArray(), truncated));
                header = null;
            }
        }
    }
}
