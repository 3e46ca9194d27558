package ahp.terminals.pty.windows;

import ahp.terminals.api.platform.Platform;
import java.io.IOException;
import java.io.InputStream;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * Where pty4j loads its Windows natives from ({@code conpty.dll} and the {@code OpenConsole.exe} it
 * starts; winpty's, for pty4j's own fallback): a fixed folder, never a new temporary one at every
 * start, which is what pty4j does unless {@value #PROPERTY} names a folder holding
 * {@code win/<arch>/}. A launcher that ships them passes the property; without it they are copied out
 * of the pty4j jar once into {@code %LOCALAPPDATA%\ahp\pty4j\<hash>}, named by the hash of
 * {@code conpty.dll} so another pty4j version gets a folder of its own, and the property is set to it
 * before pty4j is first touched. The Linux binding's own folder is {@code ahp.terminals.pty.NativeFolder}.
 */
final class WindowsNativeFolder {

    /** pty4j's own property. */
    static final String PROPERTY = "pty4j.preferred.native.folder";
    /** The files of {@code win/<arch>/} pty4j may load or start. */
    static final List<String> FILES = List.of("conpty.dll", "OpenConsole.exe", "winpty.dll", "winpty-agent.exe",
            "win-helper.dll");

    private static final System.Logger LOG = System.getLogger(WindowsNativeFolder.class.getName());

    private WindowsNativeFolder() {}

    /**
     * The folder pty4j will load from on {@code platform}, made and named in {@value #PROPERTY} if it
     * was not. A folder given without {@code conpty.dll} is used as it is: pty4j then takes the
     * system's ConPTY ({@code kernel32}).
     *
     * @param arch the JVM's {@code os.arch}
     * @throws IOException when the jar has no natives for {@code arch}, or they cannot be copied
     */
    static Path ensure(Platform platform, String arch) throws IOException {
        String relative = "win/" + architecture(arch);
        String given = System.getProperty(PROPERTY, "");
        if (!given.isEmpty()) {
            Path folder = Path.of(given).toAbsolutePath();
            if (!Files.isRegularFile(folder.resolve(relative).resolve("conpty.dll"))) {
                LOG.log(Level.WARNING, "-D" + PROPERTY + "=" + given + " has no " + relative
                        + "/conpty.dll: pty4j uses the system's ConPTY");
            }
            return folder;
        }
        byte[] conpty = bundled(relative + "/conpty.dll");
        Path folder = cacheRoot(platform).resolve("ahp").resolve("pty4j").resolve(hash(conpty));
        for (String file : FILES) {
            Path target = folder.resolve(relative).resolve(file);
            byte[] bytes = file.equals("conpty.dll") ? conpty : bundled(relative + "/" + file);
            if (!Files.isRegularFile(target) || !Arrays.equals(Files.readAllBytes(target), bytes)) {
                replace(target, bytes);
            }
        }
        System.setProperty(PROPERTY, folder.toString());
        return folder;
    }

    /** pty4j's name for the architecture of Windows's natives. */
    static String architecture(String arch) throws IOException {
        return switch (arch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "x86-64";
            case "aarch64", "arm64" -> "aarch64";
            default -> throw new IOException("pty4j has no ConPTY for os.arch " + arch + " on Windows");
        };
    }

    /** {@code %LOCALAPPDATA%}, else the home folder's {@code AppData\Local}, else the temporary folder. */
    static Path cacheRoot(Platform platform) {
        return platform.variable("LOCALAPPDATA").map(Path::of)
                .or(() -> platform.home().map(home -> Path.of(home, "AppData", "Local")))
                .orElse(Path.of(System.getProperty("java.io.tmpdir")));
    }

    private static byte[] bundled(String relative) throws IOException {
        String resource = "/resources/com/pty4j/native/" + relative;
        try (InputStream in = com.pty4j.PtyProcess.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("the pty4j jar has no " + resource);
            }
            return in.readAllBytes();
        }
    }

    /** Writes {@code bytes} beside {@code target}, then moves them over it: a reader sees the old file or the new. */
    private static void replace(Path target, byte[] bytes) throws IOException {
        Files.createDirectories(target.getParent());
        Path written = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".part");
        try {
            Files.write(written, bytes);
            Files.move(written, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(written);
        }
    }

    private static String hash(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
        } catch (NoSuchAlgorithmException impossible) {
            throw new AssertionError(impossible);
        }
    }
}
