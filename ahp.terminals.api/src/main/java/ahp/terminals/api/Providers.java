package ahp.terminals.api;

import ahp.terminals.api.spi.NamedProvider;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Finds providers of this module's SPIs on the module path. A provider whose class fails to load
 * or whose constructor throws is skipped, with its reason logged, so a broken jar never takes the
 * host down.
 */
public final class Providers {

    private static final System.Logger LOG = System.getLogger(Providers.class.getName());

    private Providers() {}

    /**
     * Every provider of {@code spi} that could be instantiated, those named in {@code preferred}
     * first in that order, then the rest by name.
     */
    public static <P extends NamedProvider> List<P> load(Class<P> spi, List<String> preferred) {
        List<P> found = new ArrayList<>();
        ServiceLoader<P> loader = ServiceLoader.load(spi, Providers.class.getClassLoader());
        for (ServiceLoader.Provider<P> candidate : loader.stream().toList()) {
            try {
                found.add(candidate.get());
            } catch (Throwable failure) {
                LOG.log(Level.WARNING, "Skipping " + spi.getSimpleName() + " " + candidate.type().getName()
                        + ": " + failure, failure);
            }
        }
        found.sort(Comparator.comparingInt((P p) -> rank(preferred, p.name())).thenComparing(NamedProvider::name));
        return found;
    }

    /**
     * The first process binding that can be made here, those named in {@code preferred} tried
     * first: a provider whose {@code create} fails (a native library that does not load, a device
     * that is not there) is skipped with its reason logged, and the next one is tried.
     */
    public static Optional<ProcessBinding> firstBinding(List<String> preferred) {
        for (ProcessBindingProvider provider : load(ProcessBindingProvider.class, preferred)) {
            try {
                return Optional.of(provider.create());
            } catch (Exception | LinkageError failure) {
                LOG.log(Level.WARNING, "Process binding \"" + provider.name() + "\" cannot run here: " + failure,
                        failure);
            }
        }
        return Optional.empty();
    }

    private static int rank(List<String> preferred, String name) {
        int at = preferred.indexOf(name);
        return at < 0 ? preferred.size() : at;
    }
}
