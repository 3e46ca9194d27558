package ahp.terminals.pty;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Where pty4j loads its native library from: a fixed folder, never a new temporary one at every
 * start (pty4j extracts one into {@code java.io.tmpdir} and never deletes it unless
 * {@value #PROPERTY} names a folder holding {@code linux/<arch>/libpty.so}).
 *
 * <p>A launcher that ships the library passes the property. Without it, the library is copied out
 * of the pty4j jar once into {@code $XDG_CACHE_HOME/ahp/pty4j/<hash>} (or {@code ~/.cache/...}),
 * named by the hash of its bytes so that another pty4j version gets a folder of its own, and the
 * property is set to it before pty4j is first touched.
 */
final class NativeFolder {

    /** pty4j's own property. */
    static final String PROPERTY = "pty4j.preferred.native.folder";

    private NativeFolder() {}

    /** The folder pty4j will load from, made and named in {@value #PROPERTY} if it was not. */
    static Path ensure() throws IOException {
        String relative = "linux/" + architecture() + "/libpty.so";
        String given = System.getProperty(PROPERTY, "");
        if (!given.isEmpty()) {
            Path folder = Path.of(given).toAbsolutePath();
            if (!Files.isRegularFile(folder.resolve(relative))) {
                throw new IOException("-D" + PROPERTY + "=" + given + " has no " + relative);
            }
            return folder;
        }
        byte[] library = Pty4jFiles.bundled(relative);
        Path folder = cacheRoot().resolve("ahp").resolve("pty4j").resolve(Pty4jFiles.hash(library));
        Path target = folder.resolve(relative);
        if (!Files.isRegularFile(target) || !Arrays.equals(Files.readAllBytes(target), library)) {
            AtomicWrite.replace(target, library);
        }
        System.setProperty(PROPERTY, folder.toString());
        return folder;
    }

    /** pty4j's (and JNA's) name for this machine's architecture. */
    static String architecture() throws IOException {
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        return switch (arch) {
            case "amd64", "x86_64" -> "x86-64";
            case "aarch64", "riscv64", "ppc64le" -> arch;
            default -> throw new IOException("the pty binding has no native library for os.arch " + arch);
        };
    }

    static Path cacheRoot() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg);
        }
        return Path.of(System.getProperty("user.home"), ".cache");
    }

}
