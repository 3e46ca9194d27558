package ahp.terminals.api.platform;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * What a host decides by: its operating system, its environment, and whether a path names a file
 * (a predicate, so a test can say what is installed on a Windows machine it is not on). The
 * environment's names are matched as the system does: exactly on POSIX, in any case on Windows
 * ({@code Path} is {@code PATH} there).
 *
 * @param os the operating system
 * @param environment the variables
 * @param isFile whether a path, written as that system writes it, names a program's file there (the
 *     running system's: a regular file, on POSIX one this user may run)
 */
public record Platform(Os os, Map<String, String> environment, Predicate<String> isFile) {

    /** The operating systems a host tells apart. */
    public enum Os {
        LINUX, MAC, WINDOWS, OTHER;

        /** The system an {@code os.name} names. */
        public static Os of(String osName) {
            String name = osName == null ? "" : osName.toLowerCase(Locale.ROOT);
            if (name.startsWith("windows")) {
                return WINDOWS;
            }
            if (name.startsWith("linux")) {
                return LINUX;
            }
            if (name.startsWith("mac") || name.startsWith("darwin")) {
                return MAC;
            }
            return OTHER;
        }
    }

    /** Copies the environment; on Windows its names are kept in any case. */
    public Platform {
        Map<String, String> copy = os == Os.WINDOWS ? new TreeMap<>(String.CASE_INSENSITIVE_ORDER) : new TreeMap<>();
        copy.putAll(environment);
        environment = java.util.Collections.unmodifiableMap(copy);
    }

    /** The platform this JVM runs on. */
    public static Platform current() {
        Os os = Os.of(System.getProperty("os.name"));
        return new Platform(os, System.getenv(), os == Os.WINDOWS ? Platform::fileHere : Platform::programHere);
    }

    /** This system with {@code variables} as its environment: what runs under a host whose own was replaced. */
    public Platform withEnvironment(Map<String, String> variables) {
        return new Platform(os, variables, isFile);
    }

    /** Whether it is Windows. */
    public boolean isWindows() {
        return os == Os.WINDOWS;
    }

    /** A variable's value, if set and not blank. */
    public Optional<String> variable(String name) {
        String value = environment.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    /** The separator between the folders of {@code PATH}: {@code ;} on Windows, else {@code :}. */
    public String pathSeparator() {
        return isWindows() ? ";" : ":";
    }

    /** The separator of a path's names: {@code \} on Windows, else {@code /}. */
    public String separator() {
        return isWindows() ? "\\" : "/";
    }

    /**
     * The first file {@code name} names in an absolute folder of {@code PATH}, as the system's shell finds it:
     * on Windows also with each extension of {@code PATHEXT} ({@code .COM;.EXE;.BAT;.CMD} when unset)
     * when the name has none.
     */
    public Optional<String> findOnPath(String name) {
        List<String> names = new ArrayList<>();
        names.add(name);
        if (isWindows() && name.lastIndexOf('.') < Math.max(name.lastIndexOf('\\'), name.lastIndexOf('/')) + 1) {
            for (String extension : variable("PATHEXT").orElse(".COM;.EXE;.BAT;.CMD").split(";")) {
                if (!extension.isBlank()) {
                    names.add(name + extension.toLowerCase(Locale.ROOT));
                }
            }
            names.removeFirst();
        }
        for (String folder : variable("PATH").orElse("").split(java.util.regex.Pattern.quote(pathSeparator()))) {
            if (!absolute(folder)) {
                continue; // an empty or relative entry names the current folder, which is not to be trusted
            }
            String base = folder.endsWith(separator()) ? folder : folder + separator();
            for (String candidate : names) {
                if (isFile.test(base + candidate)) {
                    return Optional.of(base + candidate);
                }
            }
        }
        return Optional.empty();
    }

    /** Whether {@code path} is absolute as this system writes paths ({@code /…}; {@code C:\…} or {@code \\server\…}). */
    private boolean absolute(String path) {
        if (!isWindows()) {
            return path.startsWith("/");
        }
        return path.matches("[A-Za-z]:[\\\\/].*") || path.startsWith("\\\\");
    }

    /** The person's home folder: {@code %USERPROFILE%} on Windows, {@code $HOME} elsewhere, if set. */
    public Optional<String> home() {
        return variable(isWindows() ? "USERPROFILE" : "HOME");
    }

    /** A POSIX program: a file this user may run, as a shell finds one on its {@code PATH}. */
    private static boolean programHere(String path) {
        return fileHere(path) && Files.isExecutable(Path.of(path));
    }

    private static boolean fileHere(String path) {
        try {
            return Files.isRegularFile(Path.of(path));
        } catch (InvalidPathException notHere) {
            return false;
        }
    }
}
