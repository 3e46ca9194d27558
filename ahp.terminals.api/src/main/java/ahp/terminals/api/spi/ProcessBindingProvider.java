package ahp.terminals.api.spi;

import ahp.terminals.api.platform.Platform;

/**
 * Makes a {@link ProcessBinding}: how a terminal's process is started and read. Two ship with the
 * host, {@code "pipes"} and {@code "pty"}.
 */
public interface ProcessBindingProvider extends NamedProvider {

    /** Whether the bindings this makes run processes under a pseudoterminal. */
    boolean isPty();

    /**
     * Makes the binding, probing whatever it needs (a native library, a device) first.
     *
     * @throws Exception when this binding cannot work here; the message says why
     */
    ProcessBinding create() throws Exception;

    /**
     * Makes the binding for {@code platform}, the system it is to run on: what it loads and how it
     * starts and ends processes may differ there (Windows). The host's own providers decide by it, so
     * a test can pretend to be Windows on Linux; this default ignores it and calls {@link #create()},
     * which looks at the running JVM.
     *
     * @throws Exception when this binding cannot work there; the message says why
     */
    default ProcessBinding create(Platform platform) throws Exception {
        return create();
    }
}
