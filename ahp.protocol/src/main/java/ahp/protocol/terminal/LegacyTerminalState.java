package ahp.protocol.terminal;

import ahp.protocol.ChannelState;
import java.util.List;

/**
 * A terminal's state in the shape versions before 0.9.0 read: the exit as a flat optional
 * {@code exitCode} (absent while running) instead of {@code lifecycle}, session claims without
 * {@code chat}, and, before 0.7.0, no {@code isPty}. Only the version views make one; the host itself
 * always holds a {@link TerminalState}.
 *
 * @param title the title
 * @param cwd the directory as a {@code file:} URI, or null
 * @param cols columns, or null
 * @param rows rows, or null
 * @param content the scrollback as parts, oldest first
 * @param exitCode the process's exit code once it exited with a known code; null otherwise
 * @param claim who holds it
 * @param supportsCommandDetection whether the shell has marked a command boundary, or null
 * @param isPty whether a pseudoterminal runs it; null for versions before 0.7.0
 */
public record LegacyTerminalState(
        String title,
        String cwd,
        Integer cols,
        Integer rows,
        List<TerminalContentPart> content,
        Integer exitCode,
        TerminalClaim claim,
        Boolean supportsCommandDetection,
        Boolean isPty) implements ChannelState {

    /** Copies the content list so the value never changes after it is made. */
    public LegacyTerminalState {
        content = List.copyOf(content);
    }
}
