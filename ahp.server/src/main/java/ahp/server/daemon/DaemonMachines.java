package ahp.server.daemon;

import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineProvider;
import ahp.server.machines.HostMachines;
import ahp.server.machines.MachinesConfig;
import ahp.server.plugins.ProviderCatalog;
import ahp.server.plugins.StoreParts;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The daemon's machines: the config file's {@code "machines"}, each opened by the provider of its
 * kind found on the module path or in a plugin, with this daemon's id (from its state folder) and
 * its pseudoterminal binding for a kind that runs a program here (the system's {@code ssh}).
 */
final class DaemonMachines {

    private static final System.Logger LOG = System.getLogger(DaemonMachines.class.getName());

    private DaemonMachines() {}

    /**
     * Opens the machines {@code options}' config file names.
     *
     * @throws IllegalArgumentException naming what is wrong with a machine
     */
    static HostMachines open(ServeOptions options, ProviderCatalog catalog, StoreParts parts) {
        var settings = MachinesConfig.read(options.config().whole().get("machines"), options.config().folder());
        if (settings.isEmpty()) {
            return HostMachines.none();
        }
        List<MachineProvider> providers = catalog.load(MachineProvider.class).stream()
                .map(ProviderCatalog.Found::provider).toList();
        MachineContext context = new MachineContext(localPty(catalog), daemonId(options.stateDir()), options.stateDir());
        HostMachines machines = HostMachines.open(settings, providers, context, parts.screens());
        machines.all().forEach(machine -> LOG.log(Level.INFO, "Machine {0}: {1}", machine.id(), machine.description()));
        return machines;
    }

    /** The host's pseudoterminal binding, or null where there is none. */
    private static ProcessBinding localPty(ProviderCatalog catalog) {
        ProviderCatalog.Found<ProcessBindingProvider> pty = catalog.named(ProcessBindingProvider.class).get("pty");
        if (pty == null) {
            return null;
        }
        try {
            return pty.provider().create();
        } catch (Exception | LinkageError cannot) {
            LOG.log(Level.WARNING, "No pseudoterminal for machines reached through a program here: {0}", cannot.getMessage());
            return null;
        }
    }

    /** 16 hex digits of the SHA-256 of the state folder's real path: the same folder, the same daemon. */
    static String daemonId(Path stateDir) {
        Path real;
        try {
            real = stateDir.toRealPath();
        } catch (java.io.IOException notYet) {
            real = stateDir.toAbsolutePath().normalize();
        }
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(real.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
