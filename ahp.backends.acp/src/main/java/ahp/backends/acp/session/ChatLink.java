package ahp.backends.acp.session;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;

/**
 * One chat of the session: its work (turns, a replay) runs one piece at a time, in the order it came,
 * each on a virtual thread; and the turn it is running now, so a cancel finds it.
 */
final class ChatLink {

    private static final Executor VIRTUAL = command -> Thread.ofVirtual().name("acp-chat").start(command);

    /**
     * The turn the chat is running.
     *
     * @param turnId the host's id of it
     * @param reporter its reporter
     * @param link the agent running it
     * @param sessionId its ACP session
     * @param answer the prompt's answer
     */
    record Running(String turnId, TurnReporter reporter, AgentLink link, String sessionId, CompletableFuture<JsonNode> answer) {}

    final String chat;
    private CompletableFuture<?> tail = CompletableFuture.completedFuture(null);
    private volatile Running running;

    ChatLink(String chat) {
        this.chat = chat;
    }

    /** Runs {@code work} once everything queued before it is over; its future is the work's. */
    synchronized <T> CompletableFuture<T> then(Supplier<CompletableFuture<T>> work) {
        CompletableFuture<T> next = tail.handle((value, failure) -> null).thenComposeAsync(ignored -> {
            try {
                return work.get();
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }, VIRTUAL);
        tail = next;
        return next;
    }

    /** The turn running now, or null. */
    Running running() {
        return running;
    }

    /** {@code turn} runs now. */
    void running(Running turn) {
        running = turn;
    }

    /** {@code turn} is over. */
    synchronized void over(Running turn) {
        if (running == turn) {
            running = null;
        }
    }
}
