package ahp.server.stack;

import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Path;

/**
 * bash opened through a stack with its integration, in {@code folder} with a home of its own there,
 * followed from its first action and at its first prompt.
 *
 * @param terminal the store's terminal
 * @param recorder what it did, from the start
 * @param typist types into it
 */
record IntegratedBash(Terminal terminal, Recorder recorder, Typist typist) {

    /** bash at its first prompt, its line editor asking for bracketed paste. */
    static IntegratedBash open(Stack stack, Path folder) throws Exception {
        return open(stack, folder, true);
    }

    /** bash at its first prompt; {@code bracketedPaste} false tells readline to leave it alone. */
    static IntegratedBash open(Stack stack, Path folder, boolean bracketedPaste) throws Exception {
        Path program = Homes.find("bash").orElseThrow();
        Terminal terminal = stack.open(TerminalSpec.builder().shell(program.toString()).directory(folder)
                .environment(Homes.create(folder.resolve("home"), "bash", bracketedPaste)).build());
        Recorder recorder = Recorder.subscribe(terminal);
        Typist typist = new Typist(terminal, recorder, Homes.prompt("bash"));
        typist.awaitPrompt();
        return new IntegratedBash(terminal, recorder, typist);
    }
}
