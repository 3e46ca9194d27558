package ahp.terminals.api.platform;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/**
 * A system's absolute paths as {@code file:} URIs and back, as strings: a Windows path is written as
 * Windows writes it ({@code C:\Users\ann}), which a {@code java.nio.file.Path} on another system
 * cannot hold. Every character a URI's path may not hold is percent-encoded (a space, {@code #},
 * {@code %}, {@code ?}, anything beyond ASCII as UTF-8), and decoded on the way back.
 *
 * <ul>
 *   <li>POSIX: {@code /home/ann/a b} ↔ {@code file:///home/ann/a%20b}.
 *   <li>Windows, a drive: {@code C:\Users\ann} ↔ {@code file:///C:/Users/ann}, the drive letter in
 *       the case it was written (VS Code's own {@code file:///c%3A/...} reads back as {@code c:\...}).
 *   <li>Windows, a share: {@code \\server\share\x} ↔ {@code file://server/share/x}.
 * </ul>
 */
public final class PathUris {

    private PathUris() {}

    /**
     * The {@code file:} URI of {@code path}, absolute on {@code os}. On Windows {@code /} is read as
     * {@code \}, a {@code \\?\} prefix is dropped, and a path rooted on the current drive
     * ({@code \x}) is {@code file:///x}, as {@link #path} reads that URI.
     *
     * @throws IllegalArgumentException for a path that is not absolute there (on Windows a drive
     *     letter alone, {@code C:}, is relative to that drive's current folder)
     */
    public static String uri(Platform.Os os, String path) {
        if (os != Platform.Os.WINDOWS) {
            if (!path.startsWith("/")) {
                throw new IllegalArgumentException("not an absolute path: " + path);
            }
            return uri("", path);
        }
        String p = withoutLongPrefix(path.replace('/', '\\'));
        if (hasDrive(p, 0) && p.length() >= 3 && p.charAt(2) == '\\') {
            return uri("", "/" + p.replace('\\', '/'));
        }
        if (p.startsWith("\\\\")) {
            int share = p.indexOf('\\', 2);
            if (share > 2 && share + 1 < p.length()) {
                return uri(p.substring(2, share), p.substring(share).replace('\\', '/'));
            }
        } else if (p.startsWith("\\")) {
            return uri("", p.replace('\\', '/'));
        }
        throw new IllegalArgumentException("not an absolute Windows path: " + path);
    }

    /**
     * The absolute path on {@code os} that {@code uri} names: a {@code file:} URI with no host (or
     * {@code localhost}). On Windows a URI with another host names a share ({@code \\host\...});
     * elsewhere it names another machine's file, and there is no path. Empty for anything else.
     */
    public static Optional<String> path(Platform.Os os, String uri) {
        URI parsed;
        try {
            parsed = new URI(uri);
        } catch (URISyntaxException notAUri) {
            return Optional.empty();
        }
        String path = parsed.getPath();
        if (!"file".equalsIgnoreCase(parsed.getScheme()) || path == null || !path.startsWith("/")) {
            return Optional.empty();
        }
        String host = parsed.getRawAuthority();
        boolean local = host == null || host.isEmpty() || host.equalsIgnoreCase("localhost");
        if (os != Platform.Os.WINDOWS) {
            return local ? Optional.of(path) : Optional.empty();
        }
        if (!local) {
            return Optional.of("\\\\" + parsed.getAuthority() + path.replace('/', '\\'));
        }
        return Optional.of(fromUriPath(os, path));
    }

    /**
     * A {@code file:} URI's decoded path as a path of {@code os}: itself on POSIX; on Windows
     * {@code /C:/x} is {@code C:\x} ({@code /C:} is {@code C:\}) and any other is {@code \}-separated,
     * rooted on the current drive.
     */
    public static String fromUriPath(Platform.Os os, String path) {
        if (os != Platform.Os.WINDOWS) {
            return path;
        }
        if (path.startsWith("/") && hasDrive(path, 1) && (path.length() == 3 || path.charAt(3) == '/')) {
            String rest = path.substring(3);
            return path.substring(1, 3) + (rest.isEmpty() ? "\\" : rest.replace('/', '\\'));
        }
        return path.replace('/', '\\');
    }

    private static String uri(String authority, String path) {
        try {
            return new URI("file", authority, path, null, null).toASCIIString();
        } catch (URISyntaxException unusable) {
            throw new IllegalArgumentException("no file: URI names " + path + " on " + authority, unusable);
        }
    }

    /** {@code \\?\C:\x} is {@code C:\x}, {@code \\?\UNC\server\share} is {@code \\server\share}. */
    private static String withoutLongPrefix(String path) {
        if (path.startsWith("\\\\?\\UNC\\")) {
            return "\\\\" + path.substring(8);
        }
        return path.startsWith("\\\\?\\") ? path.substring(4) : path;
    }

    private static boolean hasDrive(String path, int at) {
        if (path.length() < at + 2 || path.charAt(at + 1) != ':') {
            return false;
        }
        char letter = path.charAt(at);
        return (letter >= 'A' && letter <= 'Z') || (letter >= 'a' && letter <= 'z');
    }
}
