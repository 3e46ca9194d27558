package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.MarkTracker;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.TerminalProcess;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Opens the store's terminals: decides what to start, asks shell integration how (a shell to sit in,
 * under a pseudoterminal), gives the terminal its tracker and its screen, and starts it on the
 * binding. Keeps every terminal it opened until it is closed.
 */
public final class TerminalOpener {

    private static final System.Logger LOG = System.getLogger(TerminalOpener.class.getName());

    private final ProcessBinding binding;
    private final ScreenProvider screens;
    private final ShellIntegration shellIntegration;
    private final Platform host;
    private final Path hostDirectory;
    private final int capacity;
    private final OpenTerminals terminals = new OpenTerminals();

    /**
     * An opener on {@code binding}.
     *
     * @param screens the screen port, or null
     * @param shellIntegration the shell-integration port, or null
     * @param hostEnvironment the environment under every terminal's, on this JVM's system
     * @param hostDirectory where a terminal that names no directory starts
     */
    public TerminalOpener(ProcessBinding binding, ScreenProvider screens, ShellIntegration shellIntegration,
            Map<String, String> hostEnvironment, Path hostDirectory) {
        this(binding, screens, shellIntegration, Platform.current().withEnvironment(hostEnvironment), hostDirectory);
    }

    /**
     * An opener on {@code binding} for a host on {@code host}'s system, whose environment is under
     * every terminal's.
     *
     * @param screens the screen port, or null
     * @param shellIntegration the shell-integration port, or null
     * @param hostDirectory where a terminal that names no directory starts
     */
    public TerminalOpener(ProcessBinding binding, ScreenProvider screens, ShellIntegration shellIntegration,
            Platform host, Path hostDirectory) {
        this(binding, screens, shellIntegration, host, hostDirectory, Scrollback.DEFAULT_CAPACITY);
    }

    TerminalOpener(ProcessBinding binding, ScreenProvider screens, ShellIntegration shellIntegration,
            Platform host, Path hostDirectory, int capacity) {
        this.binding = binding;
        this.screens = screens;
        this.shellIntegration = shellIntegration;
        this.host = host;
        this.hostDirectory = hostDirectory;
        this.capacity = capacity;
    }

    /**
     * Opens a terminal for {@code spec}. A start that fails is a terminal that printed why and exited,
     * not a throw.
     *
     * @throws IllegalArgumentException for a spec no process can be given (a NUL in a word, a bad
     *     variable name)
     * @throws IllegalStateException when the store is closed
     */
    public Terminal open(TerminalSpec spec) {
        boolean pty = binding.isPty();
        LaunchPlan plan = LaunchPlan.of(spec, host, hostDirectory, pty);
        String nonce = UUID.randomUUID().toString();
        if (pty && plan.sitsIn() && shellIntegration != null) {
            plan = inject(plan, nonce);
        }
        MarkTracker tracker = pty ? track(nonce) : null;
        TerminalState initial = TerminalState.opened(plan.title(), plan.cwdUri(), plan.cols(), plan.rows(),
                spec.claim(), pty);
        StoreTerminal terminal = new StoreTerminal(initial, capacity, tracker, screens, terminals::remove);
        try {
            terminals.add(terminal);
        } catch (IllegalStateException closed) {
            terminal.close();
            throw closed;
        }
        TerminalProcess process;
        try {
            process = binding.start(plan.launch(), terminal.output());
        } catch (Exception failure) {
            LOG.log(Level.WARNING, "Could not start " + plan.argv() + " in " + plan.directory(), failure);
            terminal.failedToStart(plan.shell() + ": cannot start: " + failure.getMessage());
            return terminal;
        }
        terminal.attach(process);
        return terminal;
    }

    /** Closes every terminal opened here; no more can be opened. */
    public void closeAll() {
        terminals.closeAll();
    }

    /** The plan as shell integration would start it; as it was when the port says nothing or throws. */
    private LaunchPlan inject(LaunchPlan plan, String nonce) {
        try {
            Optional<Injection> injection =
                    shellIntegration.inject(new InjectionRequest(plan.argv(), plan.environment(), nonce));
            return injection == null || injection.isEmpty() ? plan : plan.with(injection.get());
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "Shell integration failed for " + plan.shell() + "; it starts without it",
                    failure);
            return plan;
        }
    }

    private MarkTracker track(String nonce) {
        if (shellIntegration == null) {
            return null;
        }
        try {
            return shellIntegration.track(nonce);
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "No mark tracker for this terminal", failure);
            return null;
        }
    }
}
