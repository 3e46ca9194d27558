package ahp.server.stack;

import ahp.server.testing.Await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import ahp.terminals.api.Providers;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A terminal store assembled from the providers on the module path the way the daemon assembles it
 * ({@code docs/terminals.md}, "How a host picks them"): the first binding that works, and under a
 * pseudoterminal the screen and the shell integration found beside it. Closing it closes the store
 * and checks that nothing of any terminal it opened is left running.
 */
final class Stack implements AutoCloseable {

    /** The search path every shell here gets; nothing else of the test JVM's environment. */
    static final String PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

    private final ProcessBinding binding;
    private final TerminalStore store;
    private final List<Terminal> opened = new ArrayList<>();

    private Stack(ProcessBinding binding, ScreenProvider screens, ShellIntegration integration) {
        this.binding = binding;
        this.store = TerminalStore.builder(binding)
                .screens(screens)
                .shellIntegration(integration)
                .hostEnvironment(hostEnvironment())
                .build();
    }

    /** The daemon's store on the pseudoterminal, with the screen and shell integration it finds. */
    static Stack pty() {
        ProcessBinding binding = Providers.firstBinding(List.of("pty", "pipes")).orElseThrow();
        assertEquals(true, binding.isPty(), "the pty binding must load here; its failure is logged above");
        return daemon(binding);
    }

    /** The daemon's store on the first binding of {@code preferred} that works. */
    static Stack daemon(List<String> preferred) {
        return daemon(Providers.firstBinding(preferred).orElseThrow(
                () -> new AssertionError("no binding of " + preferred + " works here")));
    }

    /** A store on {@code binding} handed the real screen and shell integration whatever the binding. */
    static Stack withEveryPort(ProcessBinding binding) {
        return new Stack(binding, screens(), integration());
    }

    private static Stack daemon(ProcessBinding binding) {
        ScreenProvider screens = binding.isPty() ? screens() : null;
        ShellIntegration integration = binding.isPty() ? integration() : null;
        return new Stack(binding, screens, integration);
    }

    private static ScreenProvider screens() {
        ScreenProvider screens = Providers.load(ScreenProvider.class, List.of()).stream().findFirst().orElse(null);
        assertNotNull(screens, "no screen provider on the module path");
        assertEquals("jline", screens.name());
        return screens;
    }

    private static ShellIntegration integration() {
        ShellIntegrationProvider provider =
                Providers.load(ShellIntegrationProvider.class, List.of()).stream().findFirst().orElse(null);
        assertNotNull(provider, "no shell integration provider on the module path");
        assertEquals("scripts", provider.name());
        return provider.create(ShellIntegrationSettings.defaults());
    }

    /** What the host hands every terminal: a search path and a language; each shell's home comes with its spec. */
    static Map<String, String> hostEnvironment() {
        String user = System.getProperty("user.name");
        return Map.of("PATH", PATH, "LANG", "C.UTF-8", "USER", user, "LOGNAME", user);
    }

    /** The binding the store runs on. */
    ProcessBinding binding() {
        return binding;
    }

    /** The store itself. */
    TerminalStore store() {
        return store;
    }

    /** Opens a terminal, kept to be checked for leftovers at {@link #close()}. */
    Terminal open(TerminalSpec spec) {
        Terminal terminal = store.open(spec);
        synchronized (opened) {
            opened.add(terminal);
        }
        return terminal;
    }

    /** Every terminal opened here. */
    List<Terminal> opened() {
        synchronized (opened) {
            return List.copyOf(opened);
        }
    }

    /** Closes the store; then nothing of any of its terminals' groups or sessions may be running. */
    @Override
    public void close() {
        store.close();
        for (Terminal terminal : opened()) {
            Await.done("terminal " + terminal.pid() + " to exit after the store closed", terminal.exited(),
                    Await.STEP);
            if (terminal.pid() > 0) {
                ProcessTable.awaitGone(terminal.pid(), Await.STEP);
            }
        }
    }
}
