package ahp.protocol.terminal;

import ahp.protocol.ChannelState;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The state of one terminal channel, in the 0.9.0 shape.
 *
 * @param title the caller's name for it, or the shell's basename
 * @param cwd the directory as a {@code file:} URI, or null
 * @param cols columns, or null
 * @param rows rows, or null
 * @param content the scrollback as parts, oldest first
 * @param lifecycle running or exited
 * @param claim who holds it
 * @param supportsCommandDetection whether the shell has marked a command boundary
 * @param isPty whether a pseudoterminal runs it (false: plain text, no VT sequences to draw)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TerminalState(
        @JsonProperty(required = true) String title,
        String cwd,
        Integer cols,
        Integer rows,
        @JsonProperty(required = true) List<TerminalContentPart> content,
        @JsonProperty(required = true) TerminalLifecycle lifecycle,
        @JsonProperty(required = true) TerminalClaim claim,
        Boolean supportsCommandDetection,
        Boolean isPty) implements ChannelState {

    /** Copies the content list so a state never changes after it is made. */
    public TerminalState {
        content = List.copyOf(content);
    }

    /** A running terminal with no content yet. */
    public static TerminalState opened(
            String title, String cwd, int cols, int rows, TerminalClaim claim, boolean isPty) {
        return new TerminalState(
                title, cwd, cols, rows, List.of(), TerminalLifecycle.RUNNING, claim, false, isPty);
    }

    TerminalState withContent(List<TerminalContentPart> parts) {
        return new TerminalState(title, cwd, cols, rows, parts, lifecycle, claim, supportsCommandDetection, isPty);
    }

    TerminalState withTitle(String newTitle) {
        return new TerminalState(newTitle, cwd, cols, rows, content, lifecycle, claim, supportsCommandDetection, isPty);
    }

    TerminalState withCwd(String newCwd) {
        return new TerminalState(title, newCwd, cols, rows, content, lifecycle, claim, supportsCommandDetection, isPty);
    }

    TerminalState withSize(int newCols, int newRows) {
        return new TerminalState(title, cwd, newCols, newRows, content, lifecycle, claim, supportsCommandDetection, isPty);
    }

    TerminalState withClaim(TerminalClaim newClaim) {
        return new TerminalState(title, cwd, cols, rows, content, lifecycle, newClaim, supportsCommandDetection, isPty);
    }

    TerminalState withLifecycle(TerminalLifecycle newLifecycle) {
        return new TerminalState(title, cwd, cols, rows, content, newLifecycle, claim, supportsCommandDetection, isPty);
    }

    TerminalState withCommandDetection() {
        return new TerminalState(title, cwd, cols, rows, content, lifecycle, claim, true, isPty);
    }
}
