package ahp.terminals.pipes;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import ahp.terminals.pipes.process.PipesBinding;
import ahp.terminals.pipes.windows.WindowsPipesBinding;
import java.lang.System.Logger.Level;

/**
 * Provides the {@code "pipes"} binding: shells on pipes, the binding every host can fall back to.
 * Its constructor touches nothing native; {@link #create} binds the C library calls and fails, saying
 * why, where they cannot be made. On Windows it binds none: the processes are the JDK's own
 * ({@link WindowsPipesBinding}).
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
     * The binding for the system this JVM runs on.
     *
     * @throws UnsupportedOperationException off Linux and Windows, or without the C library calls it needs
     */
    @Override
    public ProcessBinding create() {
        return create(Platform.current());
    }

    /**
     * The binding for {@code platform}: on Windows the JDK's own processes, before anything native is
     * looked up; on Linux the C library's calls, bound now.
     *
     * @throws UnsupportedOperationException on another system, or without the C library calls it needs
     */
    @Override
    public ProcessBinding create(Platform platform) {
        if (platform.isWindows()) {
            return new WindowsPipesBinding();
        }
        if (platform.os() != Platform.Os.LINUX) {
            throw new UnsupportedOperationException("the pipes binding runs on Linux and Windows, not " + platform.os());
        }
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
