package ahp.terminals.api.spi;

import ahp.terminals.api.TerminalStore;

/**
 * What a host hands a {@link TerminalsPlugin}: the way to give it a store, and a builder that starts
 * from the host's own settings.
 */
public interface TerminalRegistry {

    /**
     * Makes {@code store} the host's terminal store: from then on every handshake advertises the
     * command prefix, {@code createTerminal} works and the agent tools can be bound. The host closes
     * it when it stops.
     *
     * @return false when the host already holds a store; the host keeps that one, logs the refusal,
     *     and {@code store} stays the caller's to close
     */
    boolean register(TerminalStore store);

    /** Whether the host already holds a store. */
    boolean hasStore();

    /**
     * A store builder on {@code binding} with the host's environment and, when the binding runs a
     * pseudoterminal, the host's chosen screen and shell integration.
     */
    TerminalStore.Builder storeOn(ProcessBinding binding);
}
