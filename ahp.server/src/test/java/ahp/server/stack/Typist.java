package ahp.server.stack;

import ahp.server.testing.Await;
import ahp.protocol.terminal.TerminalAction.CommandFinished;
import ahp.terminals.api.Terminal;

/**
 * Types into a shell sitting at its prompt, as a person would, and waits for what the shell does
 * in answer: the command's end (from its marks) and the next prompt (from the prompt's text).
 */
final class Typist {

    private final Terminal terminal;
    private final Recorder recorder;
    private final String prompt;

    /** Types into {@code terminal}, whose output {@code recorder} follows and whose prompt is {@code prompt}. */
    Typist(Terminal terminal, Recorder recorder, String prompt) {
        this.terminal = terminal;
        this.recorder = recorder;
        this.prompt = prompt;
    }

    /** Waits for the first prompt. */
    void awaitPrompt() {
        recorder.await("the first prompt " + prompt, r -> r.count(prompt) >= 1);
    }

    /** Where the terminal is now, to wait for what comes after it. */
    Point here() {
        return new Point(recorder.count(CommandFinished.class), recorder.count(prompt));
    }

    /** Types {@code line} and Enter, and waits until the command finished and the next prompt is there. */
    void run(String line) {
        Point before = here();
        terminal.input(line + "\r");
        awaitFinished(before, "`" + line + "`");
    }

    /** Waits until a command finished after {@code before} and a prompt came after it. */
    void awaitFinished(Point before, String what) {
        recorder.await(what + " to finish and the next prompt", r -> r.count(CommandFinished.class) > before.finished()
                && r.count(prompt) > before.prompts());
    }

    /** Waits until a prompt came after {@code before}. */
    void awaitPrompt(Point before, String what) {
        recorder.await("the prompt after " + what, r -> r.count(prompt) > before.prompts());
    }

    /** An empty Enter: the shell runs nothing and prompts again. */
    void enter() {
        Point before = here();
        terminal.input("\r");
        awaitPrompt(before, "an empty Enter");
    }

    /**
     * Types {@code text} without Enter, waits for the shell to echo {@code word} (a word of it; a
     * shell may colour the rest), then ^C once the shell waits for a key: the line is dropped.
     */
    void interruptAtPrompt(String text, String word) {
        int echoed = recorder.count(word);
        terminal.input(text);
        recorder.await("the echo of " + word, r -> r.count(word) > echoed);
        ProcessTable.awaitWaitingForInput(terminal.pid(), Await.STEP);
        Point before = here();
        terminal.input("\u0003");
        awaitPrompt(before, "^C");
    }

    /**
     * A moment in the terminal's life.
     *
     * @param finished commands finished so far
     * @param prompts prompts drawn so far
     */
    record Point(long finished, int prompts) {}
}
