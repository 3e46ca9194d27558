package ahp.terminals.pty.windows;

import ahp.terminals.pty.AtomicWrite;
import ahp.terminals.pty.Pty4jFiles;
import ahp.terminals.api.platform.Platform;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
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
        byte[] conpty = Pty4jFiles.bundled(relative + "/conpty.dll");
        Path folder = cacheRoot(platform).resolve("ahp").resolve("pty4j").resolve(Pty4jFiles.hash(conpty));
        for (String file : FILES) {
            Path target = folder.resolve(relative).resolve(file);
            byte[] bytes = file.equals("conpty.dll") ? conpty : Pty4jFiles.bundled(relative + "/" + file);
            if (!Files.isRegularFile(target) || !Arrays.equals(Files.readAllBytes(target), bytes)) {
                AtomicWrite.replace(target, bytes);
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

}
