package ahp.server.resources;

import ahp.protocol.Json;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Base64;
import java.util.Set;
import java.util.UUID;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resourceWrite}, atomically: the new content is written to a fresh file in the same folder
 * (opened through {@link NoFollow}, so the folder written in is the one checked),
 * flushed to the disk and renamed over the target, so a reader sees the old file or the new one,
 * never half of either, and a crash leaves the old one. {@code createOnly} links the fresh file to
 * the name (which fails when anything is there, with no window between check and write);
 * {@code ifMatch} is compared with the file's {@link Etags etag} under the same lock as the write.
 * One lock orders every write of this daemon, so two {@code append}s never lose each other.
 */
final class Writing {

    private static final Object LOCK = new Object();

    private Writing() {}

    static ObjectNode write(ResourceParams params, Reach reach) {
        String uri = params.text("uri");
        byte[] data = decode(params.text("data"), params.text("encoding"));
        boolean createOnly = params.flag("createOnly", false);
        String ifMatch = params.optionalText("ifMatch");
        String mode = params.optionalText("mode") == null ? "truncate" : params.optionalText("mode");
        if (!mode.equals("truncate") && !mode.equals("append") && !mode.equals("insert")) {
            throw ResourceErrors.invalid("mode", "must be \"truncate\", \"append\" or \"insert\"");
        }
        long position = params.offset("position");
        ResolvedPath target = ResolvedPath.target(uri, FileUris.path(uri, "uri"));
        reach.requireWrite(target);
        Path file = target.real();
        Path folder = file.getParent();
        if (folder == null || !Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            throw Missing.PARENT.at(FileUris.of(folder == null ? file : folder));
        }
        synchronized (LOCK) {
            Path name = file.getFileName();
            Path fresh = Path.of("." + name + ".ahp-" + UUID.randomUUID() + ".tmp");
            try (SecureDirectoryStream<Path> dir = NoFollow.folder(folder)) {
                BasicFileAttributes existing = attributes(dir, name);
                if (existing != null && existing.isDirectory()) {
                    throw ResourceErrors.invalid("uri", "is a folder: " + uri);
                }
                if (existing != null && !existing.isRegularFile()) {
                    throw ResourceErrors.invalid("uri", "is not a regular file (a dangling link, a pipe, a device): " + uri);
                }
                if (createOnly && existing != null) {
                    throw ResourceErrors.exists(uri);
                }
                if (ifMatch != null && (existing == null || !ifMatch.equals(Etags.of(existing)))) {
                    // VS Code's words, as its resourceOperations.integrationTest.ts matches them
                    // ("resourceWrite rejects a stale ifMatch etag", "... ifMatch for a missing file").
                    throw new RpcException(ErrorCode.CONFLICT, "ifMatch precondition failed: " + uri
                            + " changed since its etag " + ifMatch
                            + (existing == null ? " (it is gone)" : " (now " + Etags.of(existing) + ")"));
                }
                long size = existing == null ? 0 : existing.size();
                long at = splitAt(mode, position, size);
                try {
                    try (SeekableByteChannel out = dir.newByteChannel(fresh,
                            Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS))) {
                        if (existing != null) {
                            copyPermissions(dir, name, fresh);
                        }
                        try (SeekableByteChannel in = existing == null ? null
                                : dir.newByteChannel(name, Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS))) {
                            copy(in, 0, at, out);
                            ByteBuffer buffer = ByteBuffer.wrap(data);
                            while (buffer.hasRemaining()) {
                                out.write(buffer);
                            }
                            if (!mode.equals("truncate")) {
                                copy(in, at, size - at, out);
                            }
                        }
                        if (out instanceof FileChannel channel) {
                            channel.force(true);
                        }
                    }
                    if (createOnly) {
                        // link(2) fails when anything has the name since the check: nothing is overwritten
                        Files.createLink(file, folder.resolve(fresh));
                    } else {
                        dir.move(fresh, dir, name);
                    }
                } finally {
                    try {
                        dir.deleteFile(fresh);
                    } catch (IOException gone) {
                        // renamed, or never made
                    }
                }
            } catch (FileAlreadyExistsException taken) {
                throw ResourceErrors.exists(uri);
            } catch (IOException failure) {
                throw ResourceErrors.of(failure, uri, Missing.PARENT);
            }
        }
        return Json.MAPPER.createObjectNode();
    }

    /**
     * Where {@code data} goes in a file of {@code size} bytes: {@code append} counts {@code position}
     * back from the end, the others forward from the start; a position past either end stops there,
     * as VS Code's host does (agentService.ts), so an insert beyond the end appends and one into a
     * missing file creates it (resourceOperations.integrationTest.ts: "resourceWrite insert beyond
     * EOF appends data", "resourceWrite insert creates a missing file").
     */
    private static long splitAt(String mode, long position, long size) {
        return mode.equals("append") ? Math.max(0, size - position) : Math.min(position, size);
    }

    private static byte[] decode(String data, String encoding) {
        return switch (encoding) {
            case "utf-8" -> data.getBytes(StandardCharsets.UTF_8);
            case "base64" -> {
                try {
                    yield Base64.getDecoder().decode(data);
                } catch (IllegalArgumentException bad) {
                    throw ResourceErrors.invalid("data", "is not base64: " + bad.getMessage());
                }
            }
            default -> throw ResourceErrors.invalid("encoding", "must be \"base64\" or \"utf-8\"");
        };
    }

    private static BasicFileAttributes attributes(SecureDirectoryStream<Path> dir, Path name) throws IOException {
        try {
            return dir.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS).readAttributes();
        } catch (NoSuchFileException absent) {
            return null;
        }
    }

    private static void copyPermissions(SecureDirectoryStream<Path> dir, Path from, Path to) throws IOException {
        PosixFileAttributeView source = dir.getFileAttributeView(from, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        PosixFileAttributeView target = dir.getFileAttributeView(to, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        if (source != null && target != null) {
            target.setPermissions(source.readAttributes().permissions());
        }
    }

    private static void copy(SeekableByteChannel in, long from, long count, SeekableByteChannel out) throws IOException {
        if (in == null || count == 0) {
            return;
        }
        in.position(from);
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(count, 64 * 1024));
        long left = count;
        while (left > 0) {
            buffer.clear().limit((int) Math.min(buffer.capacity(), left));
            int read = in.read(buffer);
            if (read < 0) {
                throw new IOException("the file shrank while it was copied");
            }
            buffer.flip();
            while (buffer.hasRemaining()) {
                out.write(buffer);
            }
            left -= read;
        }
    }
}
