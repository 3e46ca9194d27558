package ahp.server.plugins;

import java.util.Objects;

/**
 * Something in the plugins folder that did not load, kept so that a start error about a missing
 * provider can say why: a jar or folder skipped (its permissions, a module it requires), a provider
 * whose constructor threw, a module that lists a service in {@code META-INF/services} without
 * {@code provides} in its {@code module-info}.
 *
 * @param origin the jar or folder's file name
 * @param service the SPI's class name the problem is about, or null when it is the whole plugin
 * @param what what went wrong, in a sentence a person can act on
 */
public record PluginProblem(String origin, String service, String what) {

    /** Checks the origin and the text are there. */
    public PluginProblem {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(what, "what");
    }

    /** Whether it may be why a provider of {@code spi} is missing: it is about that SPI or the whole plugin. */
    public boolean concerns(Class<?> spi) {
        return service == null || service.equals(spi.getName());
    }

    @Override
    public String toString() {
        return origin + ": " + what;
    }
}
