package ahp.terminals.pipes;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.Terminal;
import java.util.List;
import java.util.Map;

/**
 * A command that waits for a line of input before it runs, so that a listener subscribed in between
 * sees every action it causes, its exit included.
 *
 * @param terminal the terminal
 * @param recorder what it emitted once the gate opened
 */
record Gated(Terminal terminal, Recorder recorder) {

    /** Opens {@code shell -c "read go; line"}, subscribes, and opens the gate. */
    static Gated run(PipeStore pipes, String shell, String line) {
        Terminal terminal = pipes.run(shell, "read go; " + line);
        Recorder recorder = new Recorder();
        if (!terminal.subscribe(recorder).content().isEmpty()) {
            throw new AssertionError("output before the gate opened: " + terminal.state());
        }
        terminal.input("\n");
        return new Gated(terminal, recorder);
    }

    /** Waits for the exit and returns the one {@code terminal/exited} action. */
    TerminalAction.Exited exit() {
        PipeStore.exit(terminal);
        List<TerminalAction.Exited> exits = recorder.all(TerminalAction.Exited.class);
        if (exits.size() != 1) {
            throw new AssertionError("expected one exit, got " + recorder.actions());
        }
        return exits.getFirst();
    }

    /** The action a normal exit with {@code code} is. */
    static TerminalAction.Exited code(int code) {
        return new TerminalAction.Exited(code, null);
    }

    /** The action an end by {@code signal} is. */
    static TerminalAction.Exited signal(String signal) {
        return new TerminalAction.Exited(128, Map.of("signal", signal));
    }
}
