package ahp.server.sessions;

import ahp.backends.api.BackendTerminal;
import ahp.backends.api.ToolCallConfirmation;
import ahp.backends.api.TurnContext;
import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.chat.TerminalContent;
import ahp.server.auth.User;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One turn a backend runs, as the host takes its reports: each chat action of the turn is checked,
 * numbered, folded and sent; a confirmation waits for the person's {@code chat/toolCallConfirmed}; the
 * turn's end ends it once, and anything the backend reports after is dropped.
 */
final class BackendTurn implements TurnContext {

    /** The chat actions a backend may send for its turn (its end goes through complete or error). */
    static final Set<String> EMITTABLE = Set.of("chat/responsePart", "chat/delta", "chat/reasoning", "chat/usage",
            "chat/toolCallStart", "chat/toolCallDelta", "chat/toolCallReady", "chat/toolCallContentChanged",
            "chat/toolCallComplete", "chat/toolCallAuthRequired", "chat/toolCallAuthResolved", "chat/activityChanged");

    private final Sessions sessions;
    private final LiveChat chat;
    private final String turnId;
    private final JsonNode message;
    private final User user;
    private final long startedNanos = System.nanoTime();
    private final AtomicBoolean over = new AtomicBoolean();
    private final Map<String, CompletableFuture<ToolCallConfirmation>> confirmations = new ConcurrentHashMap<>();

    BackendTurn(Sessions sessions, LiveChat chat, String turnId, JsonNode message, User user) {
        this.sessions = sessions;
        this.chat = chat;
        this.turnId = turnId;
        this.message = message.deepCopy();
        this.user = user;
    }

    @Override
    public String chat() {
        return chat.uri;
    }

    @Override
    public String turnId() {
        return turnId;
    }

    @Override
    public JsonNode message() {
        return message.deepCopy();
    }

    @Override
    public String userName() {
        return user.name();
    }

    /** When the turn started, on {@link System#nanoTime()}'s clock. */
    long startedNanos() {
        return startedNanos;
    }

    /** Who the turn acts for. */
    User user() {
        return user;
    }

    @Override
    public boolean emit(ObjectNode action) {
        if (over.get() || !EMITTABLE.contains(action.path("type").asString(""))) {
            return false;
        }
        publish(CallTerminals.keptOn(chat, sessions, action.deepCopy().put("turnId", turnId)));
        return true;
    }

    /**
     * Reports an action of this turn the host built itself (an MCP client's call through
     * {@link ToolCalls}), already for this turn and of a type a backend may emit; false once the turn is over.
     */
    boolean report(Action action) {
        if (over.get()) {
            return false;
        }
        publish(action);
        return true;
    }

    @Override
    public CompletionStage<ToolCallConfirmation> confirm(ObjectNode ready) {
        String call = ready.path("toolCallId").asString("");
        CompletableFuture<ToolCallConfirmation> answer = new CompletableFuture<>();
        if (over.get() || call.isEmpty()) {
            answer.complete(ToolCallConfirmation.denied());
            return answer;
        }
        confirmations.put(call, answer);
        ObjectNode action = ready.deepCopy().put("type", "chat/toolCallReady").put("turnId", turnId);
        action.remove("confirmed");
        publish(action);
        return answer;
    }

    /** The person answered the call {@code toolCallId}; false when it waited for no answer here. */
    boolean confirmed(String toolCallId, boolean approved, String selectedOptionId) {
        CompletableFuture<ToolCallConfirmation> answer = confirmations.remove(toolCallId);
        return answer != null && answer.complete(new ToolCallConfirmation(approved, selectedOptionId));
    }

    @Override
    public void titled(String title) {
        if (!over.get() && title != null) {
            SessionTitles.fromAgent(sessions, chat, title);
        }
    }

    @Override
    public void opened(String toolCallId, BackendTerminal terminal) {
        if (!over.get()) {
            CallTerminals.named(chat, sessions, toolCallId,
                    new TerminalContent(terminal.uri(), CommandTurn.TITLE, terminal.isPty(), null));
            publish(ChatActions.toolCallNamesTerminal(turnId, toolCallId, terminal.uri(), CommandTurn.TITLE, terminal.isPty()));
        }
    }

    @Override
    public void complete() {
        end(ChatActions.turnComplete(turnId, elapsedMillis()));
    }

    @Override
    public void error(String errorType, String text) {
        end(ChatActions.error(turnId, elapsedMillis(), errorType, text));
    }

    @Override
    public boolean over() {
        return over.get();
    }

    /** The turn was cancelled by the person: nothing more of it is sent; confirmations are denied. */
    void cancelled() {
        if (over.compareAndSet(false, true)) {
            denyAll();
        }
    }

    private void end(Action ending) {
        if (!over.compareAndSet(false, true)) {
            return;
        }
        denyAll();
        sessions.host.publish(chat.uri, ending, () -> sessions.fold(chat, ending));
        sessions.turns.ended(chat, turnId);
    }

    private void denyAll() {
        confirmations.values().forEach(answer -> answer.complete(ToolCallConfirmation.denied()));
        confirmations.clear();
    }

    private void publish(ObjectNode action) {
        publish(Json.MAPPER.treeToValue(action, Action.class));
    }

    private void publish(Action action) {
        sessions.host.publish(chat.uri, action, () -> sessions.fold(chat, action));
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startedNanos) / 1_000_000;
    }
}
