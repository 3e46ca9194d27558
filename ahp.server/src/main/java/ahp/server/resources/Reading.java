package ahp.server.resources;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.LinkOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resourceRead} of a {@code file:} URI (a regular file within the person's read reach, up to
 * the cap, opened through {@link NoFollow} so what is read is what was checked) or of an
 * {@code ahp-git-blob:} URI the daemon's changesets publish.
 */
final class Reading {

    private Reading() {}

    static ObjectNode read(ResourceParams params, Reach reach, GitBlobs blobs, ResourceLimits limits) {
        String uri = params.text("uri");
        String encoding = Content.requested(params);
        if (GitBlobs.isGitBlob(uri)) {
            return Content.answer(blobs.read(uri, reach, limits.maxReadBytes()), encoding);
        }
        java.nio.file.Path given = FileUris.path(uri, "uri");
        reach.requireRead(ResolvedPath.target(uri, given));
        ResolvedPath file = ResolvedPath.existing(uri, given, Missing.CONTENT);
        reach.requireRead(file);
        if (file.real().getParent() == null) {
            throw ResourceErrors.invalid("uri", "is a folder: " + uri + " (resourceList lists it)");
        }
        try (SecureDirectoryStream<Path> folder = NoFollow.folder(file.real().getParent())) {
            Path name = file.real().getFileName();
            BasicFileAttributes attributes = folder.getFileAttributeView(name, BasicFileAttributeView.class,
                    LinkOption.NOFOLLOW_LINKS).readAttributes();
            if (attributes.isDirectory()) {
                throw ResourceErrors.invalid("uri", "is a folder: " + uri + " (resourceList lists it)");
            }
            if (!attributes.isRegularFile()) {
                throw ResourceErrors.invalid("uri", "is not a regular file: " + uri);
            }
            if (attributes.size() > limits.maxReadBytes()) {
                throw Content.tooLarge(uri, attributes.size(), limits.maxReadBytes());
            }
            byte[] bytes;
            try (InputStream in = Channels.newInputStream(folder.newByteChannel(name,
                    Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)))) {
                bytes = in.readNBytes((int) limits.maxReadBytes() + 1);
            }
            if (bytes.length > limits.maxReadBytes()) {
                throw Content.tooLarge(uri, bytes.length, limits.maxReadBytes());
            }
            return Content.answer(bytes, encoding);
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, uri, Missing.CONTENT);
        }
    }
}
