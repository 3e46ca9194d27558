package ahp.shellintegration.inject;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The scripts, as shipped in this module under {@code ahp/shellintegration/}. */
final class ScriptResources {

    static final String BASH = "bash-integration.sh";
    static final String FISH = "fish-integration.fish";
    static final String PWSH = "pwsh-integration.ps1";
    static final String ZSHENV = "zsh/zshenv.zsh";
    static final String ZPROFILE = "zsh/zprofile.zsh";
    static final String ZSHRC = "zsh/zshrc.zsh";
    static final String ZLOGIN = "zsh/zlogin.zsh";

    private ScriptResources() {}

    /** The text of the script {@code name}. */
    static String text(String name) {
        try (InputStream in = ScriptResources.class.getResourceAsStream("/ahp/shellintegration/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing shell-integration script " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read shell-integration script " + name, e);
        }
    }
}
