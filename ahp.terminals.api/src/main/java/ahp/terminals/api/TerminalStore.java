package ahp.terminals.api;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegration;
import java.util.Map;
import java.util.Objects;

/**
 * The port that spawns shells. It runs them on the {@link ProcessBinding} it was handed (pipes
 * unless it was handed a pseudoterminal binding), gives each pseudoterminal terminal a screen when
 * it has a screen port, and asks its shell-integration port, when it has one, how to start a shell
 * to sit in.
 */
public final class TerminalStore implements AutoCloseable {

    private final ProcessBinding binding;
    private final ScreenProvider screens;
    private final ShellIntegration shellIntegration;
    private final Map<String, String> hostEnvironment;

    private TerminalStore(Builder builder) {
        this.binding = builder.binding;
        this.screens = builder.screens;
        this.shellIntegration = builder.shellIntegration;
        this.hostEnvironment = Map.copyOf(builder.hostEnvironment);
    }

    /** A builder for a store on {@code binding}. */
    public static Builder builder(ProcessBinding binding) {
        return new Builder(binding);
    }

    /** Whether terminals run under a pseudoterminal. */
    public boolean isPty() {
        return binding.isPty();
    }

    /** Opens a terminal. A directory that is not there is a terminal that fails, not a throw. */
    public Terminal open(TerminalSpec spec) {
        Objects.requireNonNull(spec, "spec");
        throw new UnsupportedOperationException("TerminalStore.open is built in issue 3");
    }

    /** Ends every terminal this store opened. */
    @Override
    public void close() {}

    /** Builds a {@link TerminalStore}. */
    public static final class Builder {
        private final ProcessBinding binding;
        private ScreenProvider screens;
        private ShellIntegration shellIntegration;
        private Map<String, String> hostEnvironment = System.getenv();

        private Builder(ProcessBinding binding) {
            this.binding = Objects.requireNonNull(binding, "binding");
        }

        /** The screen port; null for none. */
        public Builder screens(ScreenProvider value) {
            screens = value;
            return this;
        }

        /** The shell-integration port; null for none. */
        public Builder shellIntegration(ShellIntegration value) {
            shellIntegration = value;
            return this;
        }

        /** The host's environment, under every terminal's (the daemon's own by default). */
        public Builder hostEnvironment(Map<String, String> value) {
            hostEnvironment = Objects.requireNonNull(value, "hostEnvironment");
            return this;
        }

        /** The store. */
        public TerminalStore build() {
            return new TerminalStore(this);
        }
    }
}
