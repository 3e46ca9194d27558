package ahp.server.resources;

import ahp.terminals.api.platform.PathUris;
import ahp.terminals.api.platform.Platform;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/** {@code file:} URIs of this machine to paths and back ({@link PathUris}: drive letters on Windows). */
final class FileUris {

    /** This machine's system, for how its paths are written in a URI. */
    private static final Platform.Os OS = Platform.Os.of(System.getProperty("os.name"));

    private FileUris() {}

    /** Whether {@code uri} is a {@code file:} URI (by its scheme, case-insensitively). */
    static boolean isFile(String uri) {
        return uri.regionMatches(true, 0, "file:", 0, 5);
    }

    /**
     * The absolute path {@code uri} names, its {@code .} and {@code ..} segments taken out as a URI's
     * are (the file system then resolves its links: {@link ResolvedPath}).
     *
     * @throws ahp.protocol.jsonrpc.RpcException {@code -32602} naming {@code field} for anything but
     *     a {@code file:} URI of this machine with an absolute path
     */
    static Path path(String uri, String field) {
        URI parsed;
        try {
            parsed = new URI(uri);
        } catch (URISyntaxException bad) {
            throw ResourceErrors.invalid(field, "is not a URI: " + bad.getReason());
        }
        if (!"file".equalsIgnoreCase(parsed.getScheme())) {
            throw ResourceErrors.invalid(field, "must be a file: URI (this host also reads ahp-git-blob: with resourceRead)");
        }
        String host = parsed.getRawAuthority();
        if (host != null && !host.isEmpty() && !"localhost".equalsIgnoreCase(host)) {
            throw ResourceErrors.invalid(field, "names the machine " + host + "; only this machine's files are served");
        }
        String path = parsed.getPath();
        if (path == null || !path.startsWith("/") || parsed.getRawQuery() != null || parsed.getRawFragment() != null) {
            throw ResourceErrors.invalid(field, "must be file:///<absolute path>, without a query or fragment");
        }
        try {
            return Path.of(PathUris.fromUriPath(OS, path)).normalize();
        } catch (InvalidPathException bad) {
            throw ResourceErrors.invalid(field, "is not a path here: " + bad.getReason());
        }
    }

    /** The {@code file:} URI of an absolute path, every character a URI path may not hold percent-encoded. */
    static String of(Path absolute) {
        return PathUris.uri(OS, absolute.toString());
    }
}
