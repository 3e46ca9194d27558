package ahp.terminals.api.spi;

import ahp.protocol.terminal.TerminalAction;
import java.util.function.Consumer;

/**
 * Reads one terminal's shell marks (OSC 133, OSC 633, OSC 7) out of its output and turns them into
 * terminal actions. Not thread-safe: the store calls it from one thread at a time.
 */
public interface MarkTracker {

    /** What a client typed ({@code terminal/input}); a command line may be read back against it. */
    void input(String data);

    /**
     * Reads one chunk of output. Everything that is not a mark goes to {@code out} as
     * {@link TerminalAction.Data}, in order and unchanged; each mark goes out as the actions it
     * means, where it stood. A mark split across chunks is held for the next one.
     */
    void output(String chunk, Consumer<TerminalAction> out);

    /** The process is gone: anything still held goes out as output. */
    void end(Consumer<TerminalAction> out);
}
