package ahp.server.changeset;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The header line git writes at the top of each file's patch, {@code diff --git a/<old> b/<new>},
 * rebuilt from the exact names: each side is quoted the way git quotes a path when
 * {@code core.quotePath} is true (which {@link GitHardening} sets) - in double quotes with C escapes
 * when it holds a double quote, a backslash, a control character or any byte over 0x7f, as it is
 * otherwise. {@link PatchSections} finds each file's patch by it.
 */
final class GitQuote {

    private GitQuote() {}

    /** The header line (without its newline), as ISO-8859-1 text so each char is one byte. */
    static String header(String oldSide, String newSide) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("diff --git ".getBytes(StandardCharsets.US_ASCII));
        quote(("a/" + oldSide).getBytes(StandardCharsets.UTF_8), out);
        out.write(' ');
        quote(("b/" + newSide).getBytes(StandardCharsets.UTF_8), out);
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    private static void quote(byte[] name, ByteArrayOutputStream out) {
        boolean needed = false;
        for (byte b : name) {
            needed |= mustQuote(b & 0xff);
        }
        if (!needed) {
            out.writeBytes(name);
            return;
        }
        out.write('"');
        for (byte b : name) {
            int c = b & 0xff;
            if (!mustQuote(c)) {
                out.write(c);
                continue;
            }
            out.write('\\');
            switch (c) {
                case 0x07 -> out.write('a');
                case 0x08 -> out.write('b');
                case 0x09 -> out.write('t');
                case 0x0a -> out.write('n');
                case 0x0b -> out.write('v');
                case 0x0c -> out.write('f');
                case 0x0d -> out.write('r');
                case '"', '\\' -> out.write(c);
                default -> {
                    out.write('0' + ((c >> 6) & 7));
                    out.write('0' + ((c >> 3) & 7));
                    out.write('0' + (c & 7));
                }
            }
        }
        out.write('"');
    }

    private static boolean mustQuote(int c) {
        return c < 0x20 || c == '"' || c == '\\' || c >= 0x7f;
    }
}
