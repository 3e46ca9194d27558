package ahp.server.machines;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineException;
import ahp.machines.api.MachineProvider;
import ahp.machines.api.MachineSession;
import ahp.machines.api.MachineSettings;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ScreenProvider;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The machines this daemon's config file names, each opened by the provider of its kind, and what the
 * host asks of them. A session in a machine has a terminal store of its own on the machine's binding:
 * the host's screen, no shell integration (nothing is copied or mounted into a machine, so a
 * command's end comes from the sentinel), and an environment of its own, not the daemon's. Safe for
 * use from several threads.
 */
public final class HostMachines implements AutoCloseable {

    /** The id of the daemon's own machine, as a session's {@code machine} names it. */
    public static final String LOCAL = "local";

    private static final System.Logger LOG = System.getLogger(HostMachines.class.getName());
    private static final HostMachines NONE = new HostMachines(Map.of(), null);

    private final Map<String, Machine> machines;
    /** The machines by id, as a session config lists them. */
    private final List<Machine> byId;
    private final ScreenProvider screens;

    private HostMachines(Map<String, Machine> machines, ScreenProvider screens) {
        this.machines = machines;
        this.byId = machines.values().stream().sorted(java.util.Comparator.comparing(Machine::id)).toList();
        this.screens = screens;
    }

    /** No machine but the daemon's own. */
    public static HostMachines none() {
        return NONE;
    }

    /**
     * Opens each machine of {@code settings} with the provider of its kind among {@code providers}.
     *
     * @param screens the host's screen, for the terminals in machines; null for none
     * @throws IllegalArgumentException naming a machine whose kind no provider has, or whose
     *     settings its provider refused
     */
    public static HostMachines open(List<MachineSettings> settings, Collection<MachineProvider> providers,
            MachineContext context, ScreenProvider screens) {
        if (settings.isEmpty()) {
            return NONE;
        }
        Map<String, MachineProvider> byKind = new TreeMap<>();
        providers.forEach(provider -> byKind.putIfAbsent(provider.kind(), provider));
        Map<String, Machine> opened = new LinkedHashMap<>();
        try {
            for (MachineSettings machine : settings) {
                MachineProvider provider = byKind.get(machine.kind());
                if (provider == null) {
                    throw new IllegalArgumentException("machine \"" + machine.id() + "\": no provider of the kind \""
                            + machine.kind() + "\" is installed (installed: "
                            + (byKind.isEmpty() ? "none" : String.join(", ", byKind.keySet())) + ")");
                }
                try {
                    opened.put(machine.id(), provider.open(machine, context));
                } catch (MachineException wrong) {
                    throw new IllegalArgumentException(wrong.getMessage(), wrong);
                }
            }
        } catch (RuntimeException failed) {
            opened.values().forEach(Machine::close);
            throw failed;
        }
        return new HostMachines(Map.copyOf(opened), screens);
    }

    /** Whether the config file names any machine. */
    public boolean any() {
        return !machines.isEmpty();
    }

    /** The machines, by id. */
    public List<Machine> all() {
        return byId;
    }

    /** The machine {@code id}, if the config file names it. */
    public Optional<Machine> machine(String id) {
        return Optional.ofNullable(machines.get(id));
    }

    /**
     * A store for the terminals of {@code session} in {@code machine}.
     *
     * @param home where a terminal that names no folder starts
     */
    public TerminalStore storeFor(Machine machine, MachineSession session, Path home) {
        TerminalStore.Builder builder = TerminalStore.builder(machine.binding(session))
                .hostEnvironment(Map.of("LANG", "C.UTF-8"))
                .hostDirectory(home);
        if (screens != null) {
            builder.screens(screens);
        }
        return builder.build();
    }

    /** Releases what {@code machineId} made for the disposed session {@code sessionUri}, off the caller's thread. */
    public void release(String machineId, String sessionUri) {
        Machine machine = machines.get(machineId);
        if (machine != null) {
            Thread.ofVirtual().name("machine-release-" + machineId).start(() -> machine.release(sessionUri));
        }
    }

    /**
     * Tells each machine, once and off the caller's thread, which of its sessions the daemon kept.
     *
     * @param kept each kept session's URI and the machine it is in
     */
    public void reconcile(Map<String, String> kept) {
        Map<String, Set<String>> byMachine = kept.entrySet().stream().collect(Collectors.groupingBy(Map.Entry::getValue,
                Collectors.mapping(Map.Entry::getKey, Collectors.toSet())));
        machines.forEach((id, machine) -> Thread.ofVirtual().name("machine-reconcile-" + id).start(() -> {
            try {
                machine.reconcile(byMachine.getOrDefault(id, Set.of()));
            } catch (RuntimeException failed) {
                LOG.log(Level.WARNING, "Machine " + id + " could not be reconciled", failed);
            }
        }));
    }

    /** Closes every machine; what runs in them is left for the next start's reconciliation. */
    @Override
    public void close() {
        machines.values().forEach(Machine::close);
    }
}
