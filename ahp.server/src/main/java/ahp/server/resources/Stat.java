package ahp.server.resources;

import ahp.protocol.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import tools.jackson.databind.node.ObjectNode;

/** {@code resourceResolve}: POSIX {@code stat} and {@code realpath} in one. */
final class Stat {

    private Stat() {}

    static ObjectNode resolve(ResourceParams params, Reach reach, GitBlobs blobs) {
        String uri = params.text("uri");
        boolean follow = params.flag("followSymlinks", true);
        if (GitBlobs.isGitBlob(uri)) {
            long size = blobs.size(uri, reach, Missing.RESOURCE);
            return Json.MAPPER.createObjectNode().put("uri", uri).put("type", "file").put("size", size);
        }
        Path given = FileUris.path(uri, "uri");
        // Reach first, on where the path leads, so a missing file outside it is refused, not reported missing.
        reach.requireSee(follow ? ResolvedPath.target(uri, given) : ResolvedPath.target(uri, parentOf(given)));
        ResolvedPath path = follow ? ResolvedPath.existing(uri, given, Missing.RESOURCE)
                : ResolvedPath.entry(uri, given, Missing.RESOURCE);
        reach.requireSee(path);
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path.real(), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, uri, Missing.RESOURCE);
        }
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.put("uri", follow ? path.realUri() : FileUris.of(given));
        result.put("type", attributes.isSymbolicLink() ? "symlink" : attributes.isDirectory() ? "directory" : "file");
        if (!attributes.isDirectory()) {
            result.put("size", attributes.size());
        }
        result.put("mtime", attributes.lastModifiedTime().toInstant().toString());
        result.put("ctime", attributes.creationTime().toInstant().toString());
        if (attributes.isRegularFile()) {
            result.put("etag", Etags.of(attributes));
        }
        return result;
    }

    private static Path parentOf(Path given) {
        return given.getParent() == null ? given : given.getParent();
    }
}
