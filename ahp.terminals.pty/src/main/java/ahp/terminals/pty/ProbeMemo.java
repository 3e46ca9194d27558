package ahp.terminals.pty;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * That a child JVM survived the probe, remembered across starts for exactly what it probed: this
 * runtime, this system, pty4j's native library and the jars of pty4j, JNA and this module (each by
 * path, size and time). A daemon that starts again on the same of all of them skips the child JVM, a
 * second JVM start that was most of its start-up (bench/NOTES.md, "Startup"). Anything else changed
 * is another memo, so the probe runs again. The memo is a file under
 * {@code $XDG_CACHE_HOME/ahp/pty-probe/} (or {@code ~/.cache/...}), written whole and trusted only
 * when it is a regular file of this user's that nobody else can write.
 */
final class ProbeMemo {

    private static final String SURVIVED = "survived\n";

    private ProbeMemo() {}

    /** Whether a child JVM survived the probe of exactly this before. */
    static boolean survivedBefore(Path nativeFolder) {
        try {
            Path memo = file(nativeFolder);
            PosixFileAttributes attributes = Files.readAttributes(memo, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            int uid = (Integer) Files.getAttribute(memo, "unix:uid", LinkOption.NOFOLLOW_LINKS);
            boolean ours = attributes.isRegularFile() && uid == (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")
                    && !attributes.permissions().contains(PosixFilePermission.GROUP_WRITE)
                    && !attributes.permissions().contains(PosixFilePermission.OTHERS_WRITE);
            return ours && Files.readString(memo).equals(SURVIVED);
        } catch (IOException | RuntimeException absent) {
            return false;
        }
    }

    /** Remembers that a child JVM survived; a memo that cannot be written is simply not kept. */
    static void remember(Path nativeFolder) {
        try {
            AtomicWrite.replace(file(nativeFolder), SURVIVED.getBytes(StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException notKept) {
            // the next start probes again
        }
    }

    private static Path file(Path nativeFolder) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException impossible) {
            throw new AssertionError(impossible);
        }
        for (String property : List.of("java.home", "java.runtime.version", "os.name", "os.arch", "os.version")) {
            digest.update((property + "=" + System.getProperty(property, "") + "\n").getBytes(StandardCharsets.UTF_8));
        }
        List<Path> files = List.of(nativeFolder.resolve("linux").resolve(NativeFolder.architecture()).resolve("libpty.so"),
                codeOf(com.pty4j.PtyProcess.class), codeOf(com.sun.jna.Pointer.class), codeOf(ProbeMemo.class));
        for (Path file : files) {
            String stamp = file.toAbsolutePath() + " " + Files.size(file) + " " + Files.getLastModifiedTime(file).toMillis();
            digest.update((stamp + "\n").getBytes(StandardCharsets.UTF_8));
        }
        return NativeFolder.cacheRoot().resolve("ahp").resolve("pty-probe")
                .resolve(HexFormat.of().formatHex(digest.digest(), 0, 16));
    }

    private static Path codeOf(Class<?> type) throws IOException {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException | RuntimeException unknown) {
            throw new IOException("where " + type.getName() + " was loaded from is unknown", unknown);
        }
    }
}
