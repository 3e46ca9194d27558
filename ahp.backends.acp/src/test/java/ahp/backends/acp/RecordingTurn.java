package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.chat.ChatReducer;
import ahp.protocol.chat.ChatState;
import ahp.backends.api.BackendTerminal;
import ahp.backends.api.ToolCallConfirmation;
import ahp.backends.api.TurnContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A turn as a host would run it, for the tests: every action the backend emits is recorded and folded
 * through the protocol's own chat reducer, so a test reads the turn as a client would see it. A
 * confirmation is answered by {@link #answers} (null leaves it waiting until the turn ends).
 */
final class RecordingTurn implements TurnContext {

    static final Duration WAIT = Duration.ofSeconds(30);

    private final String chat;
    private final String turnId;
    private final ObjectNode message;
    private final List<ObjectNode> actions = new ArrayList<>();
    private final List<ObjectNode> asked = new ArrayList<>();
    private final List<String> opened = new ArrayList<>();
    private final List<String> titles = new ArrayList<>();
    private final List<CompletableFuture<ToolCallConfirmation>> waiting = new ArrayList<>();
    private final CompletableFuture<String> ended = new CompletableFuture<>();
    private final CompletableFuture<ObjectNode> firstAsked = new CompletableFuture<>();
    private final List<Map.Entry<Predicate<RecordingTurn>, CompletableFuture<Void>>> watches = new ArrayList<>();
    private volatile Function<ObjectNode, ToolCallConfirmation> answers = ready -> new ToolCallConfirmation(true, null);
    private ChatState state;
    private boolean over;

    RecordingTurn(String chat, String turnId, String text) {
        this.chat = chat;
        this.turnId = turnId;
        this.message = Json.MAPPER.createObjectNode();
        message.put("text", text);
        message.putObject("origin").put("kind", "user");
        ObjectNode initial = Json.MAPPER.createObjectNode();
        initial.put("resource", chat);
        initial.put("title", "Test");
        initial.put("status", 0);
        initial.put("modifiedAt", "1970-01-01T00:00:00.000Z");
        initial.putArray("turns");
        state = ChatState.of(initial);
        ObjectNode started = Json.MAPPER.createObjectNode();
        started.put("type", "chat/turnStarted");
        started.put("turnId", turnId);
        started.put("startedAt", "1970-01-01T00:00:01.000Z");
        started.set("message", message.deepCopy());
        reduce(started);
    }

    /** Answers confirmations with {@code policy} from now on. */
    RecordingTurn answering(Function<ObjectNode, ToolCallConfirmation> policy) {
        answers = policy;
        return this;
    }

    @Override
    public String chat() {
        return chat;
    }

    @Override
    public String turnId() {
        return turnId;
    }

    @Override
    public JsonNode message() {
        return message;
    }

    @Override
    public String userName() {
        return "tester";
    }

    @Override
    public synchronized boolean emit(ObjectNode action) {
        if (over) {
            return false;
        }
        ObjectNode copy = action.deepCopy();
        copy.put("turnId", turnId);
        actions.add(copy);
        reduce(copy);
        watches.removeIf(watch -> {
            if (watch.getKey().test(this)) {
                watch.getValue().complete(null);
                return true;
            }
            return false;
        });
        return true;
    }

    /** Waits until {@code condition} holds of the turn (checked as each action arrives). */
    void awaitSeen(Predicate<RecordingTurn> condition) throws Exception {
        CompletableFuture<Void> seen = new CompletableFuture<>();
        synchronized (this) {
            if (condition.test(this)) {
                return;
            }
            watches.add(Map.entry(condition, seen));
        }
        seen.get(WAIT.toSeconds(), TimeUnit.SECONDS);
    }

    /** The text of every markdown part so far: what each {@code chat/responsePart} made it with, and each {@code chat/delta}. */
    synchronized String said() {
        StringBuilder text = new StringBuilder();
        for (ObjectNode action : actions) {
            if (action.path("type").asString().equals("chat/delta")) {
                text.append(action.path("content").asString());
            } else if (action.path("type").asString().equals("chat/responsePart")
                    && action.path("part").path("kind").asString("").equals("markdown")) {
                text.append(action.path("part").path("content").asString(""));
            }
        }
        return text.toString();
    }

    @Override
    public CompletionStage<ToolCallConfirmation> confirm(ObjectNode ready) {
        ToolCallConfirmation answer;
        synchronized (this) {
            if (!emit(ready)) {
                return CompletableFuture.completedFuture(ToolCallConfirmation.denied());
            }
            asked.add(ready.deepCopy());
            firstAsked.complete(ready.deepCopy());
            answer = answers.apply(ready);
            if (answer == null) {
                CompletableFuture<ToolCallConfirmation> later = new CompletableFuture<>();
                waiting.add(later);
                return later;
            }
            ObjectNode confirmed = Json.MAPPER.createObjectNode();
            confirmed.put("type", "chat/toolCallConfirmed");
            confirmed.put("turnId", turnId);
            confirmed.put("toolCallId", ready.path("toolCallId").asString());
            confirmed.put("approved", answer.approved());
            if (answer.approved()) {
                confirmed.put("confirmed", "user-action");
            } else {
                confirmed.put("reason", "denied");
            }
            if (answer.selectedOptionId() != null) {
                confirmed.put("selectedOptionId", answer.selectedOptionId());
            }
            actions.add(confirmed);
            reduce(confirmed);
        }
        return CompletableFuture.completedFuture(answer);
    }

    @Override
    public synchronized void titled(String title) {
        if (!over) {
            titles.add(title);
        }
    }

    /** The titles {@link #titled} was told, in order. */
    synchronized List<String> titles() {
        return List.copyOf(titles);
    }

    @Override
    public synchronized void opened(String toolCallId, BackendTerminal terminal) {
        opened.add(toolCallId + " " + terminal.uri());
    }

    @Override
    public void complete() {
        end("complete", null, null);
    }

    @Override
    public void error(String errorType, String message) {
        end("error", errorType, message);
    }

    /** The person cancels the turn, as the host does: it is over at once. */
    void cancel() {
        end("cancelled", null, null);
    }

    @Override
    public synchronized boolean over() {
        return over;
    }

    private void end(String how, String errorType, String text) {
        List<CompletableFuture<ToolCallConfirmation>> unanswered;
        synchronized (this) {
            if (over) {
                return;
            }
            over = true;
            ObjectNode end = Json.MAPPER.createObjectNode();
            end.put("type", switch (how) {
                case "complete" -> "chat/turnComplete";
                case "error" -> "chat/error";
                default -> "chat/turnCancelled";
            });
            end.put("turnId", turnId);
            end.put("duration", 1);
            if (errorType != null) {
                ObjectNode error = end.putObject("error");
                error.put("errorType", errorType);
                error.put("message", text);
            }
            actions.add(end);
            reduce(end);
            unanswered = List.copyOf(waiting);
        }
        unanswered.forEach(later -> later.complete(ToolCallConfirmation.denied()));
        ended.complete(errorType == null ? how : how + " " + errorType + ": " + text);
    }

    /** Waits for the turn to end: {@code complete}, {@code cancelled}, or {@code error <type>: <message>}. */
    String awaitEnd() throws Exception {
        return ended.get(WAIT.toSeconds(), TimeUnit.SECONDS);
    }

    /** Waits for the first confirmation the backend asks for. */
    ObjectNode awaitAsked() throws Exception {
        return firstAsked.get(WAIT.toSeconds(), TimeUnit.SECONDS);
    }

    /** Every action sent (the confirmation answers and the end included). */
    synchronized List<ObjectNode> actions() {
        return List.copyOf(actions);
    }

    /** The {@code type} of every action, in order. */
    synchronized List<String> types() {
        return actions.stream().map(action -> action.path("type").asString()).toList();
    }

    /** The turns's {@code toolCallId turi} pairs {@link #opened} was told. */
    synchronized List<String> opened() {
        return List.copyOf(opened);
    }

    /** The turn as the chat holds it once it ended (its responseParts, state, error). */
    synchronized ObjectNode turn() {
        List<ObjectNode> turns = state.turns();
        assertTrue(!turns.isEmpty(), "the turn has not ended");
        return turns.getLast();
    }

    /** The text of every markdown part, joined. */
    String markdown() {
        StringBuilder text = new StringBuilder();
        for (JsonNode part : turn().path("responseParts")) {
            if (part.path("kind").asString().equals("markdown")) {
                text.append(part.path("content").asString());
            }
        }
        return text.toString();
    }

    /** The tool call {@code id} as the chat holds it. */
    ObjectNode toolCall(String id) {
        for (JsonNode part : turn().path("responseParts")) {
            if (part.path("kind").asString().equals("toolCall") && part.path("toolCall").path("toolCallId").asString().equals(id)) {
                return (ObjectNode) part.path("toolCall");
            }
        }
        throw new AssertionError("no tool call " + id + " in " + turn());
    }

    private void reduce(ObjectNode action) {
        state = ChatReducer.reduce(state, Json.MAPPER.treeToValue(action, Action.class));
    }
}
