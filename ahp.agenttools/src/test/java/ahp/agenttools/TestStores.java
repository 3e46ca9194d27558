package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.Providers;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegrationProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Real terminal stores, assembled from the providers on the module path as the daemon assembles
 * one ({@code docs/terminals.md}, "How a host picks them"): a pseudoterminal with the screen and the
 * shell integration, or pipes.
 */
final class TestStores {

    /** The search path every shell here gets. */
    static final String PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

    private TestStores() {}

    /** The daemon's store on a pseudoterminal, with its screen and shell integration. */
    static TerminalStore pty(Map<String, String> environment) {
        ProcessBinding binding = Providers.firstBinding(List.of("pty")).orElseThrow();
        assertTrue(binding.isPty(), "the pty binding must load here; its failure is logged above");
        ScreenProvider screens = Providers.load(ScreenProvider.class, List.of()).stream().findFirst().orElseThrow();
        ShellIntegrationProvider integration =
                Providers.load(ShellIntegrationProvider.class, List.of()).stream().findFirst().orElseThrow();
        return TerminalStore.builder(binding).screens(screens)
                .shellIntegration(integration.create(ShellIntegrationSettings.defaults()))
                .hostEnvironment(environment).build();
    }

    /** A store on pipes: no prompt, no echo, no marks. */
    static TerminalStore pipes(Map<String, String> environment) {
        ProcessBinding binding = Providers.firstBinding(List.of("pipes")).orElseThrow();
        assertTrue(!binding.isPty(), "the pipes binding comes first when asked for");
        return TerminalStore.builder(binding).hostEnvironment(environment).build();
    }

    /** The host's environment for shells whose home is {@code home}. */
    static Map<String, String> environment(Path home) {
        String user = System.getProperty("user.name");
        return Map.of("PATH", PATH, "LANG", "C.UTF-8", "HOME", home.toString(), "USER", user, "LOGNAME", user);
    }

    /** The path of bash on the search path. */
    static String bash() {
        return shell("bash");
    }

    /** The path of the shell {@code name} on the search path. */
    static String shell(String name) {
        for (String dir : PATH.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, name);
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        throw new AssertionError(name + " is not installed");
    }
}
