package ahp.server.resources;

import ahp.protocol.Json;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resourceDelete}, {@code resourceMove}, {@code resourceCopy} and {@code resourceMkdir}. A link
 * is removed, moved and copied as the link, never as what it leads to, and a walk through a folder
 * never follows one (a delete walks relative to each folder it opened, through {@link NoFollow}); a
 * member never removes or moves a working directory itself.
 */
final class Changes {

    private Changes() {}

    static ObjectNode delete(ResourceParams params, Reach reach) {
        String uri = params.text("uri");
        boolean recursive = params.flag("recursive", false);
        Path given = FileUris.path(uri, "uri");
        // Reach first, on where the entry would be, so a missing file outside it is refused, not reported missing.
        reach.requireWrite(ResolvedPath.place(uri, given));
        ResolvedPath entry = ResolvedPath.entry(uri, given, Missing.RESOURCE);
        reach.requireWrite(entry);
        refuseRoot(entry, reach);
        if (entry.real().getParent() == null) {
            throw ResourceErrors.invalid("uri", "is the root folder");
        }
        try (SecureDirectoryStream<Path> folder = NoFollow.folder(entry.real().getParent())) {
            Path name = entry.real().getFileName();
            if (isFolder(folder, name)) {
                if (recursive) {
                    emptyFolder(folder, name);
                }
                folder.deleteDirectory(name);
            } else {
                folder.deleteFile(name);
            }
        } catch (java.nio.file.DirectoryNotEmptyException full) {
            // VS Code answers every failed delete "Resource not found", and its test "resourceDelete
            // requires recursive for a non-empty directory" (resourceOperations.integrationTest.ts)
            // matches those words here; the code stays -32602 and says what is wrong.
            throw new ahp.protocol.jsonrpc.RpcException(ahp.protocol.jsonrpc.ErrorCode.INVALID_PARAMS,
                    "Resource not found empty: " + uri + " is a folder with entries; 'params.recursive' must be"
                            + " true to delete it");
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, uri, Missing.RESOURCE);
        }
        return Json.MAPPER.createObjectNode();
    }

    static ObjectNode move(ResourceParams params, Reach reach) {
        String sourceUri = params.text("source");
        String destinationUri = params.text("destination");
        boolean failIfExists = params.flag("failIfExists", false);
        Path sourceGiven = FileUris.path(sourceUri, "source");
        reach.requireWrite(ResolvedPath.place(sourceUri, sourceGiven));
        ResolvedPath source = ResolvedPath.entry(sourceUri, sourceGiven, Missing.SOURCE);
        reach.requireWrite(source);
        refuseRoot(source, reach);
        ResolvedPath destination = ResolvedPath.target(destinationUri, FileUris.path(destinationUri, "destination"));
        reach.requireWrite(destination);
        refuseRoot(destination, reach);
        if (source.real().getParent() == null || destination.real().getParent() == null) {
            throw ResourceErrors.invalid("source", "or the destination is the root folder");
        }
        if (destination.real().startsWith(source.real()) && !destination.real().equals(source.real())) {
            throw ResourceErrors.invalid("destination", "is inside the source " + sourceUri);
        }
        requireParent(destination);
        try (SecureDirectoryStream<Path> from = NoFollow.folder(source.real().getParent());
                SecureDirectoryStream<Path> to = NoFollow.folder(destination.real().getParent())) {
            Path name = destination.real().getFileName();
            if (failIfExists && exists(to, name)) {
                throw ResourceErrors.exists(destinationUri);
            }
            try {
                from.move(source.real().getFileName(), to, name);
            } catch (java.nio.file.AtomicMoveNotSupportedException otherFileSystem) {
                // rename(2) cannot cross file systems: the JDK copies and removes, by path
                if (failIfExists) {
                    Files.move(source.real(), destination.real());
                } else {
                    Files.move(source.real(), destination.real(), StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (FileAlreadyExistsException taken) {
            throw ResourceErrors.exists(destinationUri);
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, sourceUri + " -> " + destinationUri, Missing.SOURCE);
        }
        return Json.MAPPER.createObjectNode();
    }

    static ObjectNode copy(ResourceParams params, Reach reach) {
        String sourceUri = params.text("source");
        String destinationUri = params.text("destination");
        boolean failIfExists = params.flag("failIfExists", false);
        Path sourceGiven = FileUris.path(sourceUri, "source");
        reach.requireRead(ResolvedPath.target(sourceUri, sourceGiven));
        ResolvedPath source = ResolvedPath.existing(sourceUri, sourceGiven, Missing.SOURCE);
        reach.requireRead(source);
        ResolvedPath destination = ResolvedPath.target(destinationUri, FileUris.path(destinationUri, "destination"));
        reach.requireWrite(destination);
        refuseRoot(destination, reach);
        if (destination.real().startsWith(source.real())) {
            throw ResourceErrors.invalid("destination", "is inside the source " + sourceUri);
        }
        requireParent(destination);
        try {
            if (Files.exists(destination.real(), LinkOption.NOFOLLOW_LINKS)) {
                if (failIfExists) {
                    throw ResourceErrors.exists(destinationUri);
                }
                if (Files.isDirectory(destination.real(), LinkOption.NOFOLLOW_LINKS)
                        != Files.isDirectory(source.real(), LinkOption.NOFOLLOW_LINKS)) {
                    throw ResourceErrors.invalid("destination", "is a " + kind(destination.real())
                            + " and the source a " + kind(source.real()));
                }
            }
            copyTree(source.real(), destination.real());
        } catch (FileAlreadyExistsException taken) {
            throw ResourceErrors.exists(destinationUri);
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, sourceUri + " -> " + destinationUri, Missing.SOURCE);
        }
        return Json.MAPPER.createObjectNode();
    }

    static ObjectNode mkdir(ResourceParams params, Reach reach) {
        String uri = params.text("uri");
        ResolvedPath folder = ResolvedPath.target(uri, FileUris.path(uri, "uri"));
        reach.requireWrite(folder);
        if (Files.exists(folder.real(), LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(folder.real(), LinkOption.NOFOLLOW_LINKS)) {
                throw ResourceErrors.notADirectory(uri);
            }
            return Json.MAPPER.createObjectNode();
        }
        try {
            List<Path> missing = new ArrayList<>();
            Path at = folder.real();
            for (; at != null && !Files.exists(at, LinkOption.NOFOLLOW_LINKS); at = at.getParent()) {
                missing.addFirst(at);
            }
            if (at != null && !Files.isDirectory(at, LinkOption.NOFOLLOW_LINKS)) {
                throw ResourceErrors.notADirectory(FileUris.of(at) + " (on the way to " + uri + ")");
            }
            for (Path each : missing) {
                try {
                    Files.createDirectory(each);
                } catch (FileAlreadyExistsException raced) {
                    if (!Files.isDirectory(each, LinkOption.NOFOLLOW_LINKS)) {
                        throw ResourceErrors.notADirectory(FileUris.of(each));
                    }
                }
            }
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, uri, Missing.RESOURCE);
        }
        return Json.MAPPER.createObjectNode();
    }

    private static boolean exists(SecureDirectoryStream<Path> folder, Path name) throws IOException {
        try {
            folder.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS).readAttributes();
            return true;
        } catch (java.nio.file.NoSuchFileException absent) {
            return false;
        }
    }

    private static boolean isFolder(SecureDirectoryStream<Path> folder, Path name) throws IOException {
        return folder.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                .readAttributes().isDirectory();
    }

    /** Removes everything in the folder {@code name} of {@code parent}, never following a link. */
    private static void emptyFolder(SecureDirectoryStream<Path> parent, Path name) throws IOException {
        try (SecureDirectoryStream<Path> folder = parent.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)) {
            List<Path> children = new ArrayList<>();
            for (Path child : folder) {
                children.add(child.getFileName());
            }
            for (Path child : children) {
                if (isFolder(folder, child)) {
                    emptyFolder(folder, child);
                    folder.deleteDirectory(child);
                } else {
                    folder.deleteFile(child);
                }
            }
        }
    }

    private static void copyTree(Path source, Path destination) throws IOException {
        if (!Files.isDirectory(source, LinkOption.NOFOLLOW_LINKS)) {
            Files.copy(source, destination, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES,
                    LinkOption.NOFOLLOW_LINKS);
            return;
        }
        Files.walkFileTree(source, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) throws IOException {
                Path there = destination.resolve(source.relativize(folder));
                if (!Files.isDirectory(there, LinkOption.NOFOLLOW_LINKS)) {
                    Files.createDirectory(there);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Files.copy(file, destination.resolve(source.relativize(file)), StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.COPY_ATTRIBUTES, LinkOption.NOFOLLOW_LINKS);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /** {@code -32008} "Parent directory not found" unless the folder {@code destination} goes in is there. */
    private static void requireParent(ResolvedPath destination) {
        Path parent = destination.real().getParent();
        if (!Files.isDirectory(parent, LinkOption.NOFOLLOW_LINKS)) {
            throw Missing.PARENT.at(FileUris.of(parent));
        }
    }

    private static String kind(Path path) {
        return Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS) ? "folder" : "file";
    }

    private static void refuseRoot(ResolvedPath path, Reach reach) {
        if (reach.isWriteRoot(path.real())) {
            throw new ahp.protocol.jsonrpc.RpcException(ahp.protocol.jsonrpc.ErrorCode.PERMISSION_DENIED,
                    "Permission denied: " + path.uri() + " is a session's working directory; a member changes what"
                            + " is in it, not the folder itself");
        }
    }
}
