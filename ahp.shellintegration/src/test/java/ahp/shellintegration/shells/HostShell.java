package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.shellintegration.ScriptsShellIntegrationProvider;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Starting one of the host's shells with the integration, as the store would, inside a test's temp folder. */
final class HostShell {

    private HostShell() {}

    /**
     * Starts {@code name} (skipped when it is not installed) with home {@code home}, in
     * {@code tmp/work dir}, with {@code extra} variables in the environment the store asks with.
     */
    static PtySession start(String name, ShellHome home, Path tmp, Map<String, String> extra) throws Exception {
        Path program = Shells.find(name).orElse(null);
        assumeTrue(program != null, name + " is not installed on this host (./test installs it)");
        ShellIntegration integration = new ScriptsShellIntegrationProvider()
                .create(new ShellIntegrationSettings(tmp.resolve("t"), false));
        Path cwd = Files.createDirectories(tmp.resolve("work dir"));
        String nonce = UUID.randomUUID().toString();
        Map<String, String> env = ShellHome.mixed(home.environment(), extra);
        Injection injection = integration.inject(new InjectionRequest(List.of(program.toString()), env, nonce))
                .orElseThrow(() -> new AssertionError(name + " was given no integration"));
        return PtySession.start(injection.argv(), ShellHome.mixed(env, injection.environment()), cwd,
                integration.track(nonce));
    }
}
