package ahp.terminals.api.spi;

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
}
