package ahp.backends.acp.client;

import ahp.backends.acp.rpc.RpcError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fs/read_text_file} and {@code fs/write_text_file}, inside the session's working directories
 * and nowhere else. A path must be absolute and free of {@code ..}; it is refused when it is outside
 * every working directory as written, and again when the file it reaches, links followed, is outside
 * every working directory's real path, so a symbolic link cannot lead out. A file written is created
 * with the folders it needs; its last component is never followed as a link.
 */
public final class FileAccess {

    /** The largest file {@code fs/read_text_file} reads. */
    public static final long MAX_READ_BYTES = 64L * 1024 * 1024;

    private final List<Path> roots;

    /** Access inside {@code roots} (the session's working directories). */
    public FileAccess(List<Path> roots) {
        this.roots = roots.stream().map(root -> root.toAbsolutePath().normalize()).toList();
    }

    /**
     * The text of the file at {@code path}, from 1-based {@code line} (the first when null), at most
     * {@code limit} lines (all when null), each with its line ending.
     */
    public String read(String path, Long line, Long limit) throws RpcError {
        Path file = checked(path);
        if (line != null && line < 1) {
            throw new RpcError(RpcError.INVALID_PARAMS, "line is 1-based: " + line);
        }
        if (limit != null && limit < 0) {
            throw new RpcError(RpcError.INVALID_PARAMS, "limit must not be negative: " + limit);
        }
        Path real;
        try {
            real = file.toRealPath();
        } catch (NoSuchFileException e) {
            throw new RpcError(RpcError.RESOURCE_NOT_FOUND, "No such file: " + path);
        } catch (IOException e) {
            throw new RpcError(RpcError.INTERNAL_ERROR, "Cannot read " + path + ": " + e.getMessage());
        }
        insideReally(path, real);
        try {
            if (!Files.isRegularFile(real)) {
                throw new RpcError(RpcError.INVALID_PARAMS, "Not a file: " + path);
            }
            if (Files.size(real) > MAX_READ_BYTES) {
                throw new RpcError(RpcError.INTERNAL_ERROR, "Too large to read: " + path + " has more than " + MAX_READ_BYTES + " bytes");
            }
            String text = new String(Files.readAllBytes(real), StandardCharsets.UTF_8);
            return lines(text, line == null ? 1 : line, limit);
        } catch (IOException e) {
            throw new RpcError(RpcError.INTERNAL_ERROR, "Cannot read " + path + ": " + e.getMessage());
        }
    }

    /** Writes {@code content} to the file at {@code path}, creating it and its folders when missing. */
    public void write(String path, String content) throws RpcError {
        Path file = checked(path);
        Path target;
        try {
            if (Files.exists(file)) {
                target = file.toRealPath();
                insideReally(path, target);
                if (Files.isDirectory(target)) {
                    throw new RpcError(RpcError.INVALID_PARAMS, "A folder, not a file: " + path);
                }
            } else if (Files.isSymbolicLink(file)) {
                throw new RpcError(RpcError.INVALID_PARAMS, "A symbolic link to nothing: " + path);
            } else {
                Path existing = file.getParent();
                while (existing != null && !Files.exists(existing)) {
                    existing = existing.getParent();
                }
                if (existing == null) {
                    throw new RpcError(RpcError.INVALID_PARAMS, "Outside the session's working directories: " + path);
                }
                Path realAncestor = existing.toRealPath();
                insideReally(path, realAncestor);
                target = realAncestor.resolve(existing.relativize(file));
                Files.createDirectories(target.getParent());
                insideReally(path, target.getParent().toRealPath());
            }
            Files.writeString(target, content, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING, LinkOption.NOFOLLOW_LINKS);
        } catch (FileAlreadyExistsException e) {
            throw new RpcError(RpcError.INVALID_PARAMS, "Cannot write " + path + ": a file is in the way of its folder " + e.getFile());
        } catch (IOException e) {
            throw new RpcError(RpcError.INTERNAL_ERROR, "Cannot write " + path + ": " + e.getMessage());
        }
    }

    /** The path, absolute and inside a working directory as written. */
    private Path checked(String path) throws RpcError {
        if (path == null) {
            throw new RpcError(RpcError.INVALID_PARAMS, "No path");
        }
        Path file;
        try {
            file = Path.of(path);
        } catch (InvalidPathException e) {
            throw new RpcError(RpcError.INVALID_PARAMS, "Not a path: " + path);
        }
        if (!file.isAbsolute()) {
            throw new RpcError(RpcError.INVALID_PARAMS, "Not an absolute path: " + path);
        }
        for (Path part : file) {
            if (part.toString().equals("..")) {
                throw new RpcError(RpcError.INVALID_PARAMS, "A path with ..: " + path);
            }
        }
        file = file.normalize();
        for (Path root : roots) {
            if (file.startsWith(root) && !file.equals(root)) {
                return file;
            }
        }
        for (Path root : realRoots()) {
            if (file.startsWith(root) && !file.equals(root)) {
                return file;
            }
        }
        throw new RpcError(RpcError.INVALID_PARAMS, "Outside the session's working directories: " + path);
    }

    private void insideReally(String path, Path real) throws RpcError {
        for (Path root : realRoots()) {
            if (real.startsWith(root)) {
                return;
            }
        }
        throw new RpcError(RpcError.INVALID_PARAMS,
                "Outside the session's working directories: " + path + " leads to " + real);
    }

    private List<Path> realRoots() {
        List<Path> real = new ArrayList<>();
        for (Path root : roots) {
            try {
                real.add(root.toRealPath());
            } catch (IOException e) {
                // a working directory that is not there holds no file
            }
        }
        return real;
    }

    private static String lines(String text, long line, Long limit) {
        int start = 0;
        for (long skipped = 1; skipped < line; skipped++) {
            int newline = text.indexOf('\n', start);
            if (newline < 0) {
                return "";
            }
            start = newline + 1;
        }
        if (limit == null) {
            return text.substring(start);
        }
        int end = start;
        for (long taken = 0; taken < limit; taken++) {
            int newline = text.indexOf('\n', end);
            if (newline < 0) {
                return text.substring(start);
            }
            end = newline + 1;
        }
        return text.substring(start, end);
    }
}
