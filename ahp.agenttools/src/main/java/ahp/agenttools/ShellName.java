package ahp.agenttools;

import java.util.Locale;

/** A shell's name as its path says it: the last part after either separator, lower case, without {@code .exe}. */
final class ShellName {

    private ShellName() {}

    /** The name of the shell at {@code shellPath}; empty for none. */
    static String of(String shellPath) {
        if (shellPath == null) {
            return "";
        }
        String name = shellPath.substring(Math.max(shellPath.lastIndexOf('/'), shellPath.lastIndexOf('\\')) + 1)
                .toLowerCase(Locale.ROOT);
        return name.endsWith(".exe") ? name.substring(0, name.length() - 4) : name;
    }

    /**
     * Whether the shell is zsh, which gets its own description: on POSIX the name as it is (VS Code's
     * {@code isZshExecutable} is case-sensitive there), on Windows {@code zsh} or {@code zsh.exe} in
     * any case.
     */
    static boolean isZsh(String shellPath) {
        if (shellPath == null) {
            return false;
        }
        String last = shellPath.substring(Math.max(shellPath.lastIndexOf('/'), shellPath.lastIndexOf('\\')) + 1);
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")
                ? last.equalsIgnoreCase("zsh") || last.equalsIgnoreCase("zsh.exe")
                : last.equals("zsh");
    }
}
