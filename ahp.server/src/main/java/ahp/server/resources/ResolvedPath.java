package ahp.server.resources;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A path as the file system resolves it, before anything is checked or touched: every symbolic link
 * and {@code ..} on the way taken as the kernel takes them, so the check sees the file an operation
 * will reach, and the operation then uses this path, never the one the client sent.
 *
 * @param uri the URI the client sent (for messages)
 * @param real the absolute path with no link in it, except its last name for {@link #entry}
 */
record ResolvedPath(String uri, Path real) {

    /**
     * What is there, every link followed.
     *
     * @throws ahp.protocol.jsonrpc.RpcException {@code -32008} saying what is {@code missing} when
     *     nothing is (a dangling link included)
     */
    static ResolvedPath existing(String uri, Path given, Missing missing) {
        try {
            return new ResolvedPath(uri, given.toRealPath());
        } catch (NoSuchFileException absent) {
            throw missing.at(uri);
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, uri, missing);
        }
    }

    /**
     * The entry itself: its folder resolved, its own name not followed, so a link is the link (what
     * {@code resourceDelete} removes and {@code resourceMove} renames).
     *
     * @throws ahp.protocol.jsonrpc.RpcException {@code -32008} saying what is {@code missing} when
     *     there is no such entry
     */
    static ResolvedPath entry(String uri, Path given, Missing missing) {
        Path parent = given.getParent();
        if (parent == null) {
            return existing(uri, given, missing);
        }
        Path real = existing(uri, parent, missing).real().resolve(given.getFileName());
        if (!Files.exists(real, LinkOption.NOFOLLOW_LINKS)) {
            throw missing.at(uri);
        }
        return new ResolvedPath(uri, real);
    }

    /**
     * Where the entry itself would be, whether or not it is there: its folder as {@link #target}
     * resolves it, its own name not followed. What a reach is checked on before anything says
     * whether the entry exists ({@code resourceDelete}, {@code resourceMove}'s source).
     */
    static ResolvedPath place(String uri, Path given) {
        Path parent = given.getParent();
        if (parent == null) {
            return target(uri, given);
        }
        return new ResolvedPath(uri, target(uri, parent).real().resolve(given.getFileName()));
    }

    /**
     * Where a write lands: what is there with every link followed, or, when nothing is, the nearest
     * folder that is there (resolved) with the missing names after it. Nothing here says a path is
     * missing (a folder gone between the look and the resolve is "Resource not found").
     */
    static ResolvedPath target(String uri, Path given) {
        if (Files.exists(given)) {
            return existing(uri, given, Missing.RESOURCE);
        }
        Path missing = given.getFileName();
        Path folder = given.getParent();
        while (folder != null && !Files.exists(folder)) {
            missing = folder.getFileName().resolve(missing);
            folder = folder.getParent();
        }
        if (folder == null) {
            throw new UncheckedIOException(new IOException("no folder of " + given + " exists"));
        }
        return new ResolvedPath(uri, existing(uri, folder, Missing.RESOURCE).real().resolve(missing));
    }

    /** The URI of the resolved path. */
    String realUri() {
        return FileUris.of(real);
    }
}
