package ahp.terminals.api.spi;

import java.util.Optional;

/**
 * The shell-integration port. The store asks {@link #inject} once, for a shell with no command,
 * under a pseudoterminal; and reads every pseudoterminal terminal's output through a
 * {@link MarkTracker} from {@link #track}.
 */
public interface ShellIntegration {

    /**
     * The arguments the shell should start with and the variables to mix in, or empty to leave the
     * shell exactly as it was. Never throws for a shell it does not know; the store treats a throw
     * as empty.
     */
    Optional<Injection> inject(InjectionRequest request);

    /** A tracker for one terminal whose scripts were given {@code nonce}. */
    MarkTracker track(String nonce);
}
