package ahp.terminals.api.spi;

import java.util.List;
import java.util.Map;

/**
 * What the store is about to start, asked before it starts.
 *
 * @param argv the shell and the arguments it would start with
 * @param environment the environment it would start with
 * @param nonce this terminal's own nonce, for the scripts to sign command lines with
 */
public record InjectionRequest(List<String> argv, Map<String, String> environment, String nonce) {

    /** Copies the collections. */
    public InjectionRequest {
        argv = List.copyOf(argv);
        environment = Map.copyOf(environment);
    }
}
