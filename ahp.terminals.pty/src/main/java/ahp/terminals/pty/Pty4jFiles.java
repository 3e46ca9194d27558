package ahp.terminals.pty;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * pty4j's native files as its jar holds them, and the short hash that names the folder they are
 * copied to (the Linux library's and Windows's alike), so a new pty4j gets a folder of its own.
 */
public final class Pty4jFiles {

    private Pty4jFiles() {}

    /** The bytes of {@code relative} under pty4j's {@code resources/com/pty4j/native/}. */
    public static byte[] bundled(String relative) throws IOException {
        String resource = "/resources/com/pty4j/native/" + relative;
        try (InputStream in = com.pty4j.PtyProcess.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("the pty4j jar has no " + resource);
            }
            return in.readAllBytes();
        }
    }

    /** The first 8 bytes of {@code bytes}' SHA-256, in hex. */
    public static String hash(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
        } catch (NoSuchAlgorithmException impossible) {
            throw new AssertionError(impossible);
        }
    }
}
