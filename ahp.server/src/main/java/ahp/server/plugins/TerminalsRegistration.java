package ahp.server.plugins;

import ahp.server.host.Host;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.TerminalRegistry;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.Optional;

/**
 * The host's one terminal store, and who gave it. The first store registered is the host's; a later
 * one is refused with a log line naming the plugin refused and the one that holds the store, and
 * stays its plugin's to close. The daemon closes the store it holds when it stops.
 */
public final class TerminalsRegistration {

    private static final System.Logger LOG = System.getLogger(TerminalsRegistration.class.getName());

    private final Host host;
    private final StoreParts parts;
    private TerminalStore store;
    private String holder;
    private String label;

    /** A registration into {@code host}, whose stores are built from {@code parts}. */
    public TerminalsRegistration(Host host, StoreParts parts) {
        this.host = Objects.requireNonNull(host, "host");
        this.parts = Objects.requireNonNull(parts, "parts");
    }

    /**
     * Gives the host {@code offered}, registered by {@code by} (a plugin's jar, or the daemon's own
     * {@code --terminals}).
     *
     * @return false when a store is already there, or the host is closing
     */
    public boolean register(TerminalStore offered, String by) {
        return register(offered, by, by);
    }

    /**
     * Gives the host {@code offered}, registered by {@code by}; {@code label} is what the daemon's
     * start-up line calls its terminals (the binding's name and where it is from).
     *
     * @return false when a store is already there, or the host is closing
     */
    public synchronized boolean register(TerminalStore offered, String by, String label) {
        Objects.requireNonNull(offered, "store");
        if (store != null) {
            LOG.log(Level.WARNING, "Refused the terminal store of {0}: the host keeps the one of {1}", by, holder);
            return false;
        }
        if (!host.attachStore(offered)) {
            LOG.log(Level.WARNING, "Refused the terminal store of {0}: the host is stopping", by);
            return false;
        }
        store = offered;
        holder = by;
        this.label = Objects.requireNonNull(label, "label");
        LOG.log(Level.INFO, "Terminals from {0} ({1})", by, offered.isPty() ? "pty" : "pipes");
        return true;
    }

    /** Whether the host holds a store. */
    public synchronized boolean hasStore() {
        return store != null;
    }

    /** Who gave the host its store, if it has one. */
    public synchronized Optional<String> holder() {
        return Optional.ofNullable(holder);
    }

    /**
     * What the host's terminals run on, for the daemon's start-up line: {@code none}, {@code pty} or
     * {@code pipes} for the daemon's own bindings, else who gave them and their kind, such as
     * {@code javaprocess from javaprocess.jar (pipes)}.
     */
    public synchronized String describe() {
        if (store == null) {
            return "none";
        }
        String kind = store.isPty() ? "pty" : "pipes";
        return label.equals(kind) ? kind : label + " (" + kind + ")";
    }

    /** The registry a plugin is handed: its registrations are recorded as {@code plugin}'s. */
    public TerminalRegistry forPlugin(String plugin) {
        return forPlugin(plugin, plugin);
    }

    /**
     * The registry a plugin is handed: its registrations are recorded as {@code plugin}'s, and the
     * start-up line calls its terminals {@code label}.
     */
    public TerminalRegistry forPlugin(String plugin, String label) {
        return new TerminalRegistry() {
            @Override
            public boolean register(TerminalStore offered) {
                return TerminalsRegistration.this.register(offered, plugin, label);
            }

            @Override
            public boolean hasStore() {
                return TerminalsRegistration.this.hasStore();
            }

            @Override
            public TerminalStore.Builder storeOn(ProcessBinding binding) {
                return parts.on(binding);
            }
        };
    }

    /** Closes the store the host holds, ending every terminal it opened. */
    public void close() {
        TerminalStore held;
        synchronized (this) {
            held = store;
        }
        if (held != null) {
            held.close();
        }
    }
}
