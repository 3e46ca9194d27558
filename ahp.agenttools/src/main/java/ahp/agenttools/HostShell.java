package ahp.agenttools;

import ahp.terminals.api.Terminal;
import java.util.Objects;

/**
 * A shell the host opened for the tools: a terminal of the host's, listed on its root list under
 * {@code uri}.
 *
 * @param uri the terminal's channel URI, which a tool call's content names
 * @param terminal the terminal itself, a shell opened with no command, to sit at its prompt
 */
public record HostShell(String uri, Terminal terminal) {

    /** Checks that both are there. */
    public HostShell {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(terminal, "terminal");
    }
}
