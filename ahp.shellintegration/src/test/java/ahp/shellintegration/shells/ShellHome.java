package ahp.shellintegration.shells;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;

/**
 * A temporary home for one shell in a test, with the person's own startup files in it: each sets a
 * recognisable prompt and exports {@code AHP_RC}, so a test sees that the integration read them.
 */
final class ShellHome {

    static final String PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

    private final Path home;
    private final String rc;

    private ShellHome(Path home, String rc) {
        this.home = home;
        this.rc = rc;
    }

    /** A home in {@code dir} for the shell named {@code shell} (bash, zsh, fish, or another). */
    static ShellHome create(Path dir, String shell) throws IOException {
        Path home = Files.createDirectories(dir);
        Files.createDirectories(home.resolve(".run"));
        Files.setPosixFilePermissions(home.resolve(".run"), PosixFilePermissions.fromString("rwx------"));
        return switch (shell) {
            case "bash" -> {
                Files.writeString(home.resolve(".bashrc"), """
                        PS1='ahp-bash$ '
                        export AHP_RC=bashrc
                        HISTFILE=~/.bash_history
                        """);
                yield new ShellHome(home, "bashrc");
            }
            case "zsh" -> {
                Files.writeString(home.resolve(".zshenv"), "export AHP_ZSHENV=zshenv\n");
                Files.writeString(home.resolve(".zshrc"), """
                        PROMPT='ahp-zsh%# '
                        export AHP_RC="zshrc+$AHP_ZSHENV"
                        HISTFILE=~/.zsh_history
                        SAVEHIST=100
                        HISTSIZE=100
                        typeset -A ahp_assoc=(kept yes)
                        """);
                yield new ShellHome(home, "zshrc+zshenv");
            }
            case "fish" -> {
                Path config = Files.createDirectories(home.resolve(".config/fish"));
                Files.writeString(config.resolve("config.fish"), """
                        set -gx AHP_RC config.fish
                        set -g fish_greeting
                        function fish_prompt
                            printf 'ahp-fish> '
                        end
                        """);
                yield new ShellHome(home, "config.fish");
            }
            default -> new ShellHome(home, "");
        };
    }

    /** The home folder. */
    Path path() {
        return home;
    }

    /** What {@code $AHP_RC} says once the person's files were read. */
    String rc() {
        return rc;
    }

    /** The environment a shell starts with here: this home, nothing from the test JVM's. */
    Map<String, String> environment() {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", home.toString());
        env.put("PATH", PATH);
        env.put("TERM", "xterm-256color");
        env.put("LANG", "C.UTF-8");
        env.put("USER", System.getProperty("user.name"));
        env.put("XDG_CONFIG_HOME", home.resolve(".config").toString());
        env.put("XDG_DATA_HOME", home.resolve(".local/share").toString());
        env.put("XDG_CACHE_HOME", home.resolve(".cache").toString());
        env.put("XDG_RUNTIME_DIR", home.resolve(".run").toString());
        return env;
    }

    /** {@code env} with {@code mix} mixed in: a null value removes a variable. */
    static Map<String, String> mixed(Map<String, String> env, Map<String, String> mix) {
        Map<String, String> out = new HashMap<>(env);
        mix.forEach((name, value) -> {
            if (value == null) {
                out.remove(name);
            } else {
                out.put(name, value);
            }
        });
        return out;
    }
}
