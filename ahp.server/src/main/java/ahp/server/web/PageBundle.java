package ahp.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The web client's files as the build left them in this module: {@value #FOLDER}{@value #MANIFEST}
 * names them, one a line, and each is read into memory once. The page itself is
 * {@value #INDEX}; the others carry a hash of their content in their names ({@code app-3F2A9C1B.js}).
 */
final class PageBundle {

    /** Where the build puts the files, beside this class. */
    static final String FOLDER = "page/";

    /** The list of files the build wrote. */
    static final String MANIFEST = "files.txt";

    /** The page. */
    static final String INDEX = "index.html";

    /** A name the build gives a file whose content it hashed. */
    private static final Pattern HASHED = Pattern.compile("[a-z]+-[A-Z0-9]{8}\\.[a-z]+");

    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml");

    private PageBundle() {}

    /** The files by name; empty when the module was built without them. */
    static Optional<Map<String, PageFile>> load() {
        Optional<byte[]> manifest = read(MANIFEST);
        if (manifest.isEmpty()) {
            return Optional.empty();
        }
        Map<String, PageFile> files = new HashMap<>();
        for (String line : new String(manifest.get(), StandardCharsets.UTF_8).split("\n")) {
            String name = line.strip();
            if (name.isEmpty()) {
                continue;
            }
            byte[] bytes = read(name).orElseThrow(() -> new IllegalStateException(
                    "the web client's " + MANIFEST + " names " + name + ", which is not in the module"));
            files.put(name, new PageFile(name, bytes, contentType(name), etag(bytes), HASHED.matcher(name).matches()));
        }
        if (!files.containsKey(INDEX)) {
            throw new IllegalStateException("the web client's " + MANIFEST + " names no " + INDEX);
        }
        return Optional.of(Map.copyOf(files));
    }

    private static Optional<byte[]> read(String name) {
        try (InputStream in = PageBundle.class.getResourceAsStream(FOLDER + name)) {
            return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
        } catch (IOException failed) {
            throw new UncheckedIOException("reading the web client's " + name, failed);
        }
    }

    private static String contentType(String name) {
        String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        String type = TYPES.get(extension);
        if (type == null) {
            throw new IllegalStateException("the web client's " + name + " is of no type this server knows");
        }
        return type;
    }

    private static String etag(byte[] bytes) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(bytes);
            return "\"" + HexFormat.of().formatHex(digest, 0, 16) + "\"";
        } catch (NoSuchAlgorithmException missing) {
            throw new IllegalStateException("every JDK has SHA-256", missing);
        }
    }
}
