package ahp.terminals.pipes;

import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A terminal store on the real pipes binding for one test, with a home of the test's own. Closing it
 * closes the store and then checks that every process group it started is gone.
 */
final class PipeStore implements AutoCloseable {

    final Path home;
    final TerminalStore store;
    private final List<Terminal> opened = new ArrayList<>();

    private PipeStore(Path home, TerminalStore store) {
        this.home = home;
        this.store = store;
    }

    /** A store whose host environment is {@code PATH}, {@code HOME} and {@code LANG} only. */
    static PipeStore in(Path home) {
        return in(home, Map.of(), binding(), null, null);
    }

    /** A store with more host variables, a binding of the test's choice, and its ports. */
    static PipeStore in(Path home, Map<String, String> extraHost, ProcessBinding binding, ScreenProvider screens,
            ShellIntegration shellIntegration) {
        Map<String, String> host = new HashMap<>(hostEnvironment(home));
        host.putAll(extraHost);
        TerminalStore store = TerminalStore.builder(binding)
                .hostEnvironment(host)
                .hostDirectory(home)
                .screens(screens)
                .shellIntegration(shellIntegration)
                .build();
        return new PipeStore(home, store);
    }

    static Map<String, String> hostEnvironment(Path home) {
        return Map.of("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"), "HOME", home.toString(),
                "LANG", "C.UTF-8");
    }

    static ProcessBinding binding() {
        return new PipesBindingProvider().create();
    }

    Terminal open(TerminalSpec spec) {
        Terminal terminal = store.open(spec);
        synchronized (opened) {
            opened.add(terminal);
        }
        return terminal;
    }

    /** {@code shell -c line}. */
    Terminal run(String shell, String line) {
        return open(TerminalSpec.builder().shell(shell).commandLine(line).build());
    }

    /** {@code shell} to sit in. */
    Terminal sit(String shell) {
        return open(TerminalSpec.builder().shell(shell).build());
    }

    /** Waits for the exit and returns it. */
    static TerminalLifecycle.Exited exit(Terminal terminal) {
        return Await.result(terminal.exited(), () -> "the exit of " + terminal.state().title());
    }

    @Override
    public void close() {
        store.close();
        synchronized (opened) {
            for (Terminal terminal : opened) {
                if (terminal.pid() > 0) {
                    ProcessGroups.awaitGone(terminal.pid());
                }
                exit(terminal);
            }
        }
    }
}
