package ahp.protocol.root;

import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One row of the root list ({@code RootState.terminals}): what every client sees of a terminal
 * without subscribing to it.
 *
 * <p>Inside the host a row always has a {@code lifecycle} and no {@code exitCode}. The version views
 * make the older shape from it, with {@code lifecycle} null and the flat {@code exitCode} set once the
 * process exited with a known code.
 *
 * @param resource the terminal's channel URI
 * @param title its title
 * @param claim who holds it
 * @param lifecycle running or exited (0.9.0 and later)
 * @param exitCode the flat exit code versions before 0.9.0 read; null in the host's own model
 */
public record TerminalInfo(
        @JsonProperty(required = true) String resource,
        @JsonProperty(required = true) String title,
        @JsonProperty(required = true) TerminalClaim claim,
        TerminalLifecycle lifecycle,
        Integer exitCode) {

    /** A row in the host's own (0.9.0) shape. */
    public TerminalInfo(String resource, String title, TerminalClaim claim, TerminalLifecycle lifecycle) {
        this(resource, title, claim, lifecycle, null);
    }

    /** The row for the terminal at {@code resource} whose state is {@code state}. */
    public static TerminalInfo of(String resource, TerminalState state) {
        return new TerminalInfo(resource, state.title(), state.claim(), state.lifecycle());
    }
}
