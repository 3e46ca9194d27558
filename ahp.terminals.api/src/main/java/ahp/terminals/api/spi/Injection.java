package ahp.terminals.api.spi;

import java.util.List;
import java.util.Map;

/**
 * How to start a shell with its integration.
 *
 * @param argv the shell and the arguments it starts with instead
 * @param environment variables to mix into its environment (a null value removes one)
 */
public record Injection(List<String> argv, Map<String, String> environment) {

    /** Copies the argument list. */
    public Injection {
        argv = List.copyOf(argv);
        environment = java.util.Collections.unmodifiableMap(new java.util.HashMap<>(environment));
    }
}
