package ahp.terminals.api;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.store.TerminalOpener;
import java.nio.file.Path;
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
    private final TerminalOpener opener;

    private TerminalStore(Builder builder) {
        this.binding = builder.binding;
        this.opener = new TerminalOpener(builder.binding, builder.screens, builder.shellIntegration,
                (builder.platform == null ? Platform.current() : builder.platform).withEnvironment(builder.hostEnvironment),
                builder.hostDirectory);
    }

    /** A builder for a store on {@code binding}. */
    public static Builder builder(ProcessBinding binding) {
        return new Builder(binding);
    }

    /** Whether terminals run under a pseudoterminal. */
    public boolean isPty() {
        return binding.isPty();
    }

    /**
     * Opens a terminal. A directory that is not there is a terminal that fails, not a throw: the
     * failure is written into its output and it exits (127 on pipes).
     *
     * @throws IllegalArgumentException for a spec no process can be given (a NUL character in a
     *     word, a variable name with {@code =} in it)
     * @throws IllegalStateException when the store is closed
     */
    public Terminal open(TerminalSpec spec) {
        Objects.requireNonNull(spec, "spec");
        return opener.open(spec);
    }

    /** Ends every terminal this store opened (each one's whole process group); opens no more. */
    @Override
    public void close() {
        opener.closeAll();
    }

    /** Builds a {@link TerminalStore}. */
    public static final class Builder {
        private final ProcessBinding binding;
        private ScreenProvider screens;
        private ShellIntegration shellIntegration;
        private Platform platform;
        private Map<String, String> hostEnvironment = System.getenv();
        private Path hostDirectory = Path.of(System.getProperty("user.dir"));

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

        /**
         * The host's system, which decides the shell a terminal that names none opens and how its
         * command line is written (this JVM's by default); its environment becomes the host's
         * environment, which {@link #hostEnvironment} may replace after.
         */
        public Builder platform(Platform value) {
            platform = Objects.requireNonNull(value, "platform");
            hostEnvironment = value.environment();
            return this;
        }

        /** Where a terminal that names no directory starts (the daemon's own by default). */
        public Builder hostDirectory(Path value) {
            hostDirectory = Objects.requireNonNull(value, "hostDirectory");
            return this;
        }

        /** The store. */
        public TerminalStore build() {
            return new TerminalStore(this);
        }
    }
}
