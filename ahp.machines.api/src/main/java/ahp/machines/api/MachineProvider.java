package ahp.machines.api;

/**
 * A kind of machine ({@code "docker"}, {@code "ssh"}): a module {@code provides} it, and the host
 * finds it with {@link java.util.ServiceLoader} and opens each machine of its {@link #kind()} that
 * the config file names.
 */
public interface MachineProvider {

    /** The kind, as a machine's {@code "kind"} names it in the config file. */
    String kind();

    /**
     * Opens one machine: checks its settings and makes what it needs, without reaching the machine
     * itself (the host starts while a machine is down; a machine is reached at a session's first
     * command).
     *
     * @throws MachineException when the settings are wrong (a setting missing, a file that is not
     *     there); the message says which, in words
     */
    Machine open(MachineSettings settings, MachineContext context) throws MachineException;
}
