package ahp.server.resources;

import java.nio.file.attribute.BasicFileAttributes;

/**
 * A file's version token ({@code ResourceResolveResult.etag}, {@code ResourceWriteParams.ifMatch}):
 * its size, its modification time to the nanosecond and its inode. Every {@code resourceWrite}
 * replaces the file by a new one (a new inode), so each of this host's writes changes the token even
 * within one tick of the file system's clock.
 */
final class Etags {

    private Etags() {}

    /** The token of a file whose attributes are {@code attributes}. */
    static String of(BasicFileAttributes attributes) {
        Object key = attributes.fileKey();
        long mtime = attributes.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS);
        return Long.toHexString(attributes.size()) + "-" + Long.toHexString(mtime) + "-"
                + Integer.toHexString(key == null ? 0 : key.hashCode());
    }
}
