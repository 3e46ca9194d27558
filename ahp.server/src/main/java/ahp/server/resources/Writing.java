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
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Base64;
import java.util.Set;
import java.util.UUID;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resourceWrite}, atomically: the new content is written to a fresh file in the same folder,
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
            throw ResourceErrors.notFound(FileUris.of(folder == null ? file : folder));
        }
        synchronized (LOCK) {
            BasicFileAttributes existing = attributes(file);
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
                throw new RpcException(ErrorCode.CONFLICT, "Conflict: " + uri + " changed since its etag "
                        + ifMatch + (existing == null ? " (it is gone)" : " (now " + Etags.of(existing) + ")"));
            }
            long size = existing == null ? 0 : existing.size();
            long at = switch (mode) {
                case "append" -> size - position;
                default -> position;
            };
            if (at < 0 || at > size) {
                throw ResourceErrors.invalid("position", "is " + position + ", outside the file's " + size + " bytes");
            }
            Path fresh = folder.resolve("." + file.getFileName() + ".ahp-" + UUID.randomUUID() + ".tmp");
            try {
                try (FileChannel out = FileChannel.open(fresh, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                    if (existing != null) {
                        copyPermissions(file, fresh);
                    }
                    try (FileChannel in = existing == null ? null
                            : FileChannel.open(file, Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS))) {
                        transfer(in, 0, at, out);
                        out.write(ByteBuffer.wrap(data));
                        if (!mode.equals("truncate")) {
                            transfer(in, at, size - at, out);
                        }
                    }
                    out.force(true);
                }
                if (createOnly) {
                    Files.createLink(file, fresh);
                } else {
                    Files.move(fresh, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (FileAlreadyExistsException taken) {
                throw ResourceErrors.exists(uri);
            } catch (IOException failure) {
                throw ResourceErrors.of(failure, uri);
            } finally {
                try {
                    Files.deleteIfExists(fresh);
                } catch (IOException ignored) {
                    // a temporary file left behind is named for what it was
                }
            }
        }
        return Json.MAPPER.createObjectNode();
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

    private static BasicFileAttributes attributes(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException absent) {
            return null;
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, FileUris.of(file));
        }
    }

    private static void copyPermissions(Path from, Path to) throws IOException {
        try {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(from, LinkOption.NOFOLLOW_LINKS);
            Files.setPosixFilePermissions(to, permissions);
        } catch (UnsupportedOperationException notPosix) {
            // the fresh file keeps the default permissions
        }
    }

    private static void transfer(FileChannel in, long from, long count, FileChannel out) throws IOException {
        long done = 0;
        while (in != null && done < count) {
            long moved = in.transferTo(from + done, count - done, out);
            if (moved <= 0) {
                throw new IOException("the file shrank while it was copied");
            }
            done += moved;
        }
    }
}
