package ahp.terminals.api.command;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A running command's two stages: its answer (the first thing it came to) and its end. Each is
 * completed once, {@link OffThread}, so nothing that waits on them runs on the terminal's thread.
 * Not thread-safe: the owner's lock is held.
 */
final class Answers {

    private final CompletableFuture<CommandOutcome> answer = new CompletableFuture<>();
    private final CompletableFuture<CommandOutcome> ended = new CompletableFuture<>();
    private boolean answered;
    private boolean done;

    /** The answer, read-only. */
    CompletionStage<CommandOutcome> answer() {
        return answer.minimalCompletionStage();
    }

    /** The end, read-only. */
    CompletionStage<CommandOutcome> ended() {
        return ended.minimalCompletionStage();
    }

    /** Whether the command has ended. */
    boolean done() {
        return done;
    }

    /** Answers with {@code outcome} unless it was answered already; the command runs on. */
    void answer(CommandOutcome outcome) {
        if (answered) {
            return;
        }
        answered = true;
        OffThread.run(() -> answer.complete(outcome));
    }

    /**
     * Ends with {@code outcome}, which is also the answer unless one was given: {@code beforeEnd}
     * runs after the answer and before the end completes. The answer does not wait for it, since
     * what runs there (unsubscribing) waits for the terminal's thread, busy with the shell's prompt.
     */
    void end(CommandOutcome outcome, Runnable beforeEnd) {
        if (done) {
            return;
        }
        done = true;
        boolean answerToo = !answered;
        answered = true;
        OffThread.run(() -> {
            if (answerToo) {
                answer.complete(outcome);
            }
            beforeEnd.run();
            ended.complete(outcome);
        });
    }
}
