package ahp.server.stack;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A temporary home for one shell, with startup files that give it a prompt a test can recognise,
 * and the shells of this host.
 */
final class Homes {

    private Homes() {}

    /** {@code name} on the host's search path, if installed. */
    static Optional<Path> find(String name) {
        for (String dir : Stack.PATH.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, name);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The prompt each shell's home sets. */
    static String prompt(String shell) {
        return switch (shell) {
            case "bash" -> "ahp-bash$ ";
            case "zsh" -> "ahp-zsh> ";
            case "fish" -> "ahp-fish> ";
            default -> "ahp-sh$ ";
        };
    }

    /**
     * Makes a home in {@code dir} for {@code shell} and returns the variables that point the shell at
     * it (HOME and the XDG folders; for sh and dash, whose prompt comes from the environment, PS1).
     *
     * @param bracketedPaste for bash: whether readline may turn bracketed paste on at each prompt
     */
    static Map<String, String> create(Path dir, String shell, boolean bracketedPaste) throws IOException {
        Path home = Files.createDirectories(dir);
        Path run = Files.createDirectories(home.resolve(".run"));
        Files.setPosixFilePermissions(run, PosixFilePermissions.fromString("rwx------"));
        Map<String, String> env = new HashMap<>();
        env.put("HOME", home.toString());
        env.put("XDG_CONFIG_HOME", home.resolve(".config").toString());
        env.put("XDG_DATA_HOME", home.resolve(".local/share").toString());
        env.put("XDG_STATE_HOME", home.resolve(".local/state").toString());
        env.put("XDG_CACHE_HOME", home.resolve(".cache").toString());
        env.put("XDG_RUNTIME_DIR", run.toString());
        env.put("LESSHISTFILE", "-");
        switch (shell) {
            case "bash" -> {
                Files.writeString(home.resolve(".bashrc"), "PS1='" + prompt(shell) + "'\nHISTFILE=~/.bash_history\n");
                if (!bracketedPaste) {
                    Files.writeString(home.resolve(".inputrc"), "set enable-bracketed-paste off\n");
                }
            }
            case "zsh" -> Files.writeString(home.resolve(".zshrc"), "PROMPT='" + prompt(shell) + "'\n"
                    + "HISTFILE=~/.zsh_history\nSAVEHIST=100\nHISTSIZE=100\n");
            case "fish" -> {
                Path config = Files.createDirectories(home.resolve(".config/fish"));
                Files.writeString(config.resolve("config.fish"), """
                        set -g fish_greeting
                        function fish_prompt
                            printf '%s'
                        end
                        """.formatted(prompt(shell)));
            }
            default -> env.put("PS1", prompt(shell));
        }
        return env;
    }

    /** {@link #create(Path, String, boolean)} with the shell's own bracketed-paste habits. */
    static Map<String, String> create(Path dir, String shell) throws IOException {
        return create(dir, shell, true);
    }
}
