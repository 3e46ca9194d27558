package ahp.terminals.pipes;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import ahp.terminals.pipes.process.PipesBinding;
import java.lang.System.Logger.Level;

/**
 * Provides the {@code "pipes"} binding: shells on pipes, the binding every host can fall back to.
 * Its constructor touches nothing native; {@link #create} binds the C library calls and fails, saying
 * why, where they cannot be made.
 */
public final class PipesBindingProvider implements ProcessBindingProvider {

    private static final System.Logger LOG = System.getLogger(PipesBindingProvider.class.getName());

    /** A provider; nothing is probed until {@link #create}. */
    public PipesBindingProvider() {}

    /** {@code "pipes"}. */
    @Override
    public String name() {
        return "pipes";
    }

    /** Never a pseudoterminal. */
    @Override
    public boolean isPty() {
        return false;
    }

    /**
     * The binding.
     *
     * @throws UnsupportedOperationException off Linux, or without the C library calls it needs
     */
    @Override
    public ProcessBinding create() {
        Module module = PipesBindingProvider.class.getModule();
        if (!module.isNativeAccessEnabled()) {
            LOG.log(Level.WARNING, "Native access is not enabled for " + describe(module)
                    + ": start the JVM with --enable-native-access=" + (module.isNamed() ? module.getName() : "ALL-UNNAMED"));
        }
        return PipesBinding.create();
    }

    private static String describe(Module module) {
        return module.isNamed() ? "module " + module.getName() : "the class path";
    }
}
