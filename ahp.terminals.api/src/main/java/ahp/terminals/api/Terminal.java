package ahp.terminals.api;

import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.concurrent.CompletionStage;

/**
 * One shell process as a terminal channel's state. Every change to {@link #state()} is a protocol
 * terminal action, emitted to listeners in order; {@code terminal/exited} is emitted once, after
 * every byte the process wrote.
 */
public interface Terminal extends AutoCloseable {

    /** The state now, in the 0.9.0 shape. */
    TerminalState state();

    /**
     * Running or exited, as {@link #state()} would say, without making a snapshot (which copies the
     * whole scrollback).
     */
    default TerminalLifecycle lifecycle() {
        return state().lifecycle();
    }

    /** The title, as {@link #state()} would say, without making a snapshot. */
    default String title() {
        return state().title();
    }

    /**
     * Adds a listener and returns the state at that moment: the listener receives exactly the
     * actions that follow it.
     */
    TerminalState subscribe(TerminalListener listener);

    /**
     * {@link #subscribe}, the state's content cut to its newest parts that hold at least
     * {@code characters} characters (all of it when it holds fewer): for a listener that reads only
     * how the output ends, such as a command waiting for the prompt, without a copy of the scrollback.
     */
    default TerminalState subscribeFromEnd(TerminalListener listener, int characters) {
        return subscribe(listener);
    }

    /** Removes a listener; it receives nothing more. */
    void unsubscribe(TerminalListener listener);

    /** Whether a pseudoterminal runs it. */
    boolean isPty();

    /** The process id, or -1 when no process started. */
    long pid();

    /**
     * Writes to the process and emits {@code terminal/input}; on pipes each ^C becomes SIGINT to the
     * process group. Ignored once the process has exited (nothing is emitted).
     */
    void input(String data);

    /**
     * Records a new size ({@code terminal/resized}) and tells a pseudoterminal; on pipes nothing is
     * signalled. Ignored once the process has exited (nothing is emitted).
     *
     * @throws IllegalArgumentException when either is not positive
     */
    void resize(int cols, int rows);

    /** Changes the title. */
    void rename(String title);

    /** Hands the terminal to a new holder. */
    void claim(TerminalClaim claim);

    /** Drops the scrollback; size, title and claim stay. Nothing reaches the process. */
    void clear();

    /** Ends the process group; the terminal stays, exited. */
    void kill();

    /** Completes with the exit once {@code terminal/exited} has been emitted. */
    CompletionStage<TerminalLifecycle.Exited> exited();

    /**
     * The name of the signal that ended its process ({@code "SIGKILL"}), once {@link #exited()} has
     * completed and a signal ended it; null otherwise (the exit code is then 128, and the protocol's
     * lifecycle cannot say which signal it was).
     */
    default String exitSignal() {
        return null;
    }

    /** Whether the program is on the alternate screen (false without a screen). */
    boolean isInAltBuffer();

    /** Whether the program asked for bracketed paste (false without a screen). */
    boolean isBracketedPasteMode();

    /**
     * Whether the store reads shell-integration marks from this terminal's output (its shell may
     * still mark nothing). False for a terminal no integration watches, such as one in a machine,
     * whose shell is then at its prompt once its line editor reads and shows one.
     */
    default boolean readsMarks() {
        return isPty();
    }

    /** Completes when the program enters the alternate screen; at once without a screen. */
    CompletionStage<Void> whenAltBuffer();

    /** Ends the process group and releases the screen; no process outlives it. */
    @Override
    void close();
}
