package ahp.shellintegration.inject;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Starts bash, zsh, fish and PowerShell with this host's scripts; leaves every other shell exactly as
 * it was. A shell is recognised by its program's basename, and only when it was going to start as a
 * plain interactive shell: with no arguments, or only the ones that ask for a login or interactive
 * shell, which the injection keeps meaning the same. Each shell gets the terminal's nonce as
 * {@code VSCODE_NONCE}. On Windows only PowerShell gets its script ({@link Shell#of(String, Platform.Os)}).
 *
 * <ul>
 *   <li>bash: {@code --init-file <script>}, the script in a folder of this process's own;
 *       {@code VSCODE_SHELL_LOGIN=1} for a login shell; {@link ProcessLaunch#SCRATCH_FILE_REQUEST} asks the
 *       binding for a scratch file.
 *   <li>zsh: {@code -i} (or {@code -il}) with {@code ZDOTDIR} set to {@link ZshFolder}, and the
 *       person's own ZDOTDIR, if they had one, as {@code USER_ZDOTDIR}.
 *   <li>fish: {@code --init-command <script>}; no file.
 *   <li>PowerShell: {@code -NoExit -EncodedCommand <script>}; no file.
 * </ul>
 */
public final class Injector {

    private static final System.Logger LOG = System.getLogger("ahp.shellintegration");

    private final PrivateFolder scripts;
    private final ZshFolder zsh;
    private final Platform.Os os;

    /** An injector writing its files under the settings' temp folder. */
    public Injector(ShellIntegrationSettings settings) {
        Path tempDir = settings.tempDir();
        String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9._-]", "_");
        this.scripts = new PrivateFolder(tempDir, user + "-ahpd-scripts-");
        this.zsh = new ZshFolder(tempDir, user, settings.zshFolderAsFound(), scripts);
        this.os = settings.os();
    }

    /** How to start the requested shell with its integration, or empty to leave it as it was. */
    public Optional<Injection> inject(InjectionRequest request) {
        List<String> argv = request.argv();
        if (argv.isEmpty()) {
            return Optional.empty();
        }
        String program = argv.getFirst();
        List<String> args = argv.subList(1, argv.size());
        Optional<Shell> shell = Shell.of(program, os);
        if (shell.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> env = new HashMap<>();
        env.put("VSCODE_NONCE", request.nonce() == null ? "" : request.nonce());
        try {
            return switch (shell.get()) {
                case BASH -> bash(program, args, env);
                case ZSH -> zsh(program, args, request.environment(), env);
                case FISH -> fish(program, args, env);
                case PWSH -> pwsh(program, args, env);
            };
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "{0} starts with no shell integration: its script cannot be written: {1}",
                    program, e);
            return Optional.empty();
        }
    }

    private Optional<Injection> bash(String program, List<String> args, Map<String, String> env) throws IOException {
        Optional<Boolean> login = loginOrInteractive(args, "-i", "-l", "--login", "-il", "-li");
        if (login.isEmpty()) {
            return Optional.empty();
        }
        Path script = scripts.file("bash-integration.sh", ScriptResources.text(ScriptResources.BASH));
        env.put("VSCODE_SHELL_LOGIN", login.get() ? "1" : null);
        // Asks the process binding for an unnamed file on a descriptor of the shell's own, where the
        // script reads `history 1` without a fork and without making and removing a file itself (two
        // more programs at every start). A binding that cannot gives none; the script makes its own.
        env.put(ProcessLaunch.SCRATCH_FILE_REQUEST, "");
        return Optional.of(new Injection(List.of(program, "--init-file", script.toString()), env));
    }

    private Optional<Injection> zsh(String program, List<String> args, Map<String, String> startEnv,
            Map<String, String> env) {
        Optional<Boolean> login = loginOrInteractive(args, "-i", "-l", "--login", "-il", "-li");
        if (login.isEmpty()) {
            return Optional.empty();
        }
        ZshFolder.Outcome outcome = zsh.prepare();
        if (outcome instanceof ZshFolder.Refused(Path folder, String reason)) {
            LOG.log(System.Logger.Level.WARNING, "zsh starts with no shell integration: the folder {0} is refused: {1}",
                    folder, reason);
            return Optional.empty();
        }
        Path folder = ((ZshFolder.Ready) outcome).folder();
        String userZdotdir = startEnv.get("ZDOTDIR");
        boolean own = userZdotdir != null && !userZdotdir.isBlank() && !userZdotdir.equals(folder.toString());
        env.put("ZDOTDIR", folder.toString());
        env.put("USER_ZDOTDIR", own ? userZdotdir : null);
        return Optional.of(new Injection(List.of(program, login.get() ? "-il" : "-i"), env));
    }

    private Optional<Injection> fish(String program, List<String> args, Map<String, String> env) {
        Optional<Boolean> login = loginOrInteractive(args, "-i", "--interactive", "-l", "--login", "-il", "-li");
        if (login.isEmpty()) {
            return Optional.empty();
        }
        List<String> out = new ArrayList<>(List.of(program));
        if (login.get()) {
            out.add("-l");
        }
        out.addAll(List.of("--init-command", ScriptResources.text(ScriptResources.FISH)));
        return Optional.of(new Injection(out, env));
    }

    private Optional<Injection> pwsh(String program, List<String> args, Map<String, String> env) {
        boolean login = false;
        boolean noLogo = false;
        for (String arg : args) {
            switch (arg.toLowerCase(Locale.ROOT)) {
                case "-l", "-login" -> login = true;
                case "-nol", "-nologo" -> noLogo = true;
                default -> {
                    return Optional.empty();
                }
            }
        }
        List<String> out = new ArrayList<>(List.of(program));
        if (login) {
            out.add("-Login"); // PowerShell reads it only as the first argument
        }
        if (noLogo) {
            out.add("-NoLogo");
        }
        String script = ScriptResources.text(ScriptResources.PWSH);
        out.addAll(List.of("-NoExit", "-EncodedCommand",
                Base64.getEncoder().encodeToString(script.getBytes(StandardCharsets.UTF_16LE))));
        return Optional.of(new Injection(out, env));
    }

    /**
     * Whether {@code args} ask for a login shell, when each is one of {@code allowed} (the ones that
     * mean only "interactive" or "login"); empty when any other argument is there.
     */
    private static Optional<Boolean> loginOrInteractive(List<String> args, String... allowed) {
        boolean login = false;
        for (String arg : args) {
            if (!List.of(allowed).contains(arg)) {
                return Optional.empty();
            }
            login |= arg.equals("--login") || (!arg.startsWith("--") && arg.contains("l"));
        }
        return Optional.of(login);
    }
}
