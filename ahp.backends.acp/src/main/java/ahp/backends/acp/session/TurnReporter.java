package ahp.backends.acp.session;

import ahp.backends.acp.client.AgentTerminals;
import ahp.backends.acp.rpc.Nodes;
import ahp.backends.api.ToolCallConfirmation;
import ahp.backends.api.TurnContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One turn of a chat, as the agent reports it: each {@code session/update} becomes the chat actions
 * the chat reducer expects, sent through the turn's {@link TurnContext}.
 *
 * <ul>
 * <li>{@code agent_message_chunk}: a {@code chat/responsePart} creating a markdown part that holds the
 *     first chunk's text (as VS Code's host makes its parts: its
 *     {@code src/vs/platform/agentHost/test/node/protocol/turnExecution.integrationTest.ts} reads the
 *     whole first answer from the part), then {@code chat/delta} with each later chunk's text, appended
 *     to the same part until a tool call, a thought or another {@code messageId} comes between.
 * <li>{@code agent_thought_chunk}: the same with a reasoning part and {@code chat/reasoning}.
 * <li>{@code tool_call} and {@code tool_call_update}: {@code chat/toolCallStart} when the call is
 *     new (a {@code tool_call} for a call already known restates it: what it leaves out, content and
 *     locations, is gone, as Codex's second {@code tool_call} after an approval drops the permission
 *     prompt's text); {@code chat/toolCallReady} (confirmed {@code not-needed}) when it runs
 *     ({@code in_progress}, or done without having run); {@code chat/toolCallContentChanged} when its
 *     content changes while it runs; {@code chat/toolCallComplete} when it is {@code completed}
 *     (success) or {@code failed} (not, with its first text as the error).
 * <li>{@code plan}: a tool call of its own, {@code plan} "Plan", running while the turn runs, whose
 *     content is the plan as a checklist, replaced by each plan update; completed when the turn ends.
 * <li>{@code session/request_permission}: {@link TurnContext#confirm} with a {@code chat/toolCallReady}
 *     that offers the agent's options; the answer goes back as the option chosen.
 * <li>{@code usage_update}: a {@code chat/usage} with the context window and the session's cost
 *     ({@link TurnUsage}).
 * <li>{@code session_info_update} with a {@code title}: {@link TurnContext#titled} (not in a replay).
 * <li>{@code user_message_chunk}, modes, commands: not reported (the host holds the person's message;
 *     the rest has no chat action yet).
 * </ul>
 *
 * <p>The prompt's answer ends the turn: its {@code usage} (tokens) first as a {@code chat/usage}, then
 * its {@code stopReason}: {@code end_turn} (and {@code cancelled}) with {@link TurnContext#complete()},
 * {@code max_tokens}, {@code max_turn_requests} and {@code refusal} with {@link TurnContext#error}
 * saying so. Calls still open then are completed as not finished.
 */
final class TurnReporter implements SessionRoute {

    private static final Executor ANSWERS = command -> Thread.ofVirtual().name("acp-permission").start(command);

    private final TurnContext turn;
    private final AgentTerminals terminals;
    private final boolean replayed;
    private final Map<String, ToolCallTrack> calls = new LinkedHashMap<>();
    private final Set<CompletableFuture<JsonNode>> asking = ConcurrentHashMap.newKeySet();
    private final TurnUsage usage = new TurnUsage();
    private int parts;
    private String openPart;
    private String openKind;
    private String openMessageId;
    private ToolCallTrack plan;
    private boolean ended;

    /**
     * Reports into {@code turn}; embedded terminals are looked up in {@code terminals}. A replayed
     * turn (from {@code session/load}) asks nobody anything.
     */
    TurnReporter(TurnContext turn, AgentTerminals terminals, boolean replayed) {
        this.turn = turn;
        this.terminals = terminals;
        this.replayed = replayed;
    }

    /** The turn. */
    TurnContext turn() {
        return turn;
    }

    @Override
    public synchronized void update(JsonNode update) {
        if (ended || update == null) {
            return;
        }
        String kind = Nodes.text(update, "sessionUpdate");
        if (kind == null) {
            return;
        }
        switch (kind) {
            case "agent_message_chunk" -> chunk(update, "markdown");
            case "agent_thought_chunk" -> chunk(update, "reasoning");
            case "tool_call" -> toolCall(update, true);
            case "tool_call_update" -> toolCall(update, false);
            case "plan" -> plan(update);
            case "usage_update" -> reportUsage(usage.context(update));
            case "session_info_update" -> titled(Nodes.text(update, "title"));
            default -> { }
        }
    }

    @Override
    public CompletionStage<JsonNode> requestPermission(JsonNode params) {
        ArrayNode options = Nodes.arrayAt(params, "options");
        ObjectNode ready;
        ToolCallTrack track;
        synchronized (this) {
            JsonNode toolCall = params.get("toolCall");
            String id = Nodes.text(toolCall, "toolCallId");
            if (ended || replayed || id == null || turn.over()) {
                return CompletableFuture.completedFuture(PermissionOptions.cancelled());
            }
            track = track(id, toolCall);
            ready = ready(track, null);
            ArrayNode offered = PermissionOptions.toConfirmationOptions(options);
            if (!offered.isEmpty()) {
                ready.set("options", offered);
            }
            track.state = ToolCallTrack.State.PENDING;
            track.answer = null;
        }
        CompletableFuture<JsonNode> response = new CompletableFuture<>();
        asking.add(response);
        response.whenComplete((value, failure) -> asking.remove(response));
        turn.confirm(ready).whenCompleteAsync((answer, failure) -> {
            ToolCallConfirmation given = failure == null && answer != null ? answer : ToolCallConfirmation.denied();
            track.answer = given;
            response.complete(PermissionOptions.outcome(given, options, turn.over()));
        }, ANSWERS);
        return response;
    }

    @Override
    public synchronized AgentTerminals.Origin origin() {
        if (ended || replayed) {
            return null;
        }
        return new AgentTerminals.Origin(turn.chat(), turn.turnId(), runningCall());
    }

    /** The person cancelled the turn: every permission request still waiting is answered {@code cancelled}. */
    void cancelled() {
        for (CompletableFuture<JsonNode> waiting : List.copyOf(asking)) {
            waiting.complete(PermissionOptions.cancelled());
        }
    }

    /** The prompt answered {@code stopReason}: the turn ends. */
    synchronized void finish(String stopReason) {
        finish(stopReason, null);
    }

    /** The prompt answered {@code stopReason} and {@code tokens} ({@code usage}, or null): the turn ends. */
    synchronized void finish(String stopReason, JsonNode tokens) {
        if (ended) {
            return;
        }
        reportUsage(usage.tokens(tokens));
        closeCalls();
        ended = true;
        cancelled();
        switch (stopReason == null ? "end_turn" : stopReason) {
            case "max_tokens" -> turn.error("maxTokens", "The agent stopped: it reached its maximum number of tokens.");
            case "max_turn_requests" -> turn.error("maxTurnRequests",
                    "The agent stopped: it reached its maximum number of model requests for one turn.");
            case "refusal" -> turn.error("refusal", "The agent refused to continue.");
            default -> turn.complete();
        }
    }

    /** The turn failed ({@code errorType}, {@code message}): it ends with that error. */
    synchronized void fail(String errorType, String message) {
        if (ended) {
            return;
        }
        closeCalls();
        ended = true;
        cancelled();
        turn.error(errorType, message);
    }

    private void reportUsage(ObjectNode info) {
        if (info != null) {
            ObjectNode report = action("chat/usage");
            report.set("usage", info);
            turn.emit(report);
        }
    }

    private void titled(String title) {
        if (!replayed && title != null && !title.isBlank()) {
            turn.titled(title);
        }
    }

    private void chunk(JsonNode update, String kind) {
        String text = chunkText(update.get("content"));
        if (text == null || text.isEmpty()) {
            return;
        }
        String messageId = Nodes.text(update, "messageId");
        boolean otherMessage = messageId != null && openMessageId != null && !messageId.equals(openMessageId);
        if (openPart == null || !kind.equals(openKind) || otherMessage) {
            openPart = "acp-" + kind + "-" + (++parts);
            openKind = kind;
            ObjectNode part = Nodes.object();
            part.put("kind", kind);
            part.put("id", openPart);
            part.put("content", text); // the first chunk in the part, as VS Code's host makes it
            ObjectNode created = action("chat/responsePart");
            created.set("part", part);
            turn.emit(created);
            if (messageId != null) {
                openMessageId = messageId;
            }
            return;
        }
        if (messageId != null) {
            openMessageId = messageId;
        }
        ObjectNode delta = action(kind.equals("markdown") ? "chat/delta" : "chat/reasoning");
        delta.put("partId", openPart);
        delta.put("content", text);
        turn.emit(delta);
    }

    /** A chunk's text: a text block's text, a resource link as a markdown link. */
    static String chunkText(JsonNode content) {
        String type = Nodes.text(content, "type");
        if ("text".equals(type)) {
            return Nodes.text(content, "text");
        }
        if ("resource_link".equals(type) && Nodes.text(content, "uri") != null) {
            String name = Nodes.text(content, "name");
            return "[" + (name == null ? Nodes.text(content, "uri") : name) + "](" + Nodes.text(content, "uri") + ")";
        }
        return null;
    }

    /**
     * A {@code tool_call} ({@code whole}: the call as it is now, a repeated one restating it) or a
     * {@code tool_call_update} (the fields it carries change).
     */
    private void toolCall(JsonNode update, boolean whole) {
        String id = Nodes.text(update, "toolCallId");
        if (id == null) {
            return;
        }
        ToolCallTrack known = calls.get(id);
        if (whole && known != null) {
            known.restated();
        }
        ToolCallTrack track = track(id, update);
        track.settle();
        String status = track.status == null ? "pending" : track.status;
        switch (status) {
            case "in_progress" -> {
                runs(track);
                contentChanged(track);
            }
            case "completed", "failed" -> {
                runs(track);
                complete(track, status.equals("completed"), null);
            }
            default -> contentChanged(track);
        }
    }

    /** The call {@code id}, started when new; {@code fields} applied. A new part follows it. */
    private ToolCallTrack track(String id, JsonNode fields) {
        ToolCallTrack track = calls.get(id);
        boolean fresh = track == null;
        if (fresh) {
            track = new ToolCallTrack(id);
            calls.put(id, track);
        }
        track.apply(fields);
        if (fresh) {
            ObjectNode start = action("chat/toolCallStart");
            start.put("toolCallId", id);
            start.put("toolName", track.toolName());
            start.put("displayName", track.displayName());
            if (track.title != null) {
                start.put("intention", track.title);
            }
            meta(start, track);
            turn.emit(start);
        }
        openPart = null;
        return track;
    }

    private void runs(ToolCallTrack track) {
        if (track.state == ToolCallTrack.State.STREAMING) {
            turn.emit(ready(track, "not-needed"));
            track.state = ToolCallTrack.State.RUNNING;
        }
    }

    private ObjectNode ready(ToolCallTrack track, String confirmed) {
        ObjectNode ready = action("chat/toolCallReady");
        ready.put("toolCallId", track.id);
        ready.put("invocationMessage", track.message());
        if (track.title != null && !track.title.isBlank()) {
            ready.put("intention", track.title);
        }
        if (track.rawInput != null) {
            ready.put("toolInput", track.rawInput.isString() ? track.rawInput.stringValue() : track.rawInput.toString());
        }
        if (confirmed != null) {
            ready.put("confirmed", confirmed);
        }
        meta(ready, track);
        return ready;
    }

    private void contentChanged(ToolCallTrack track) {
        if (track.state != ToolCallTrack.State.RUNNING) {
            return;
        }
        ArrayNode content = content(track);
        if (content.equals(track.sent) || (content.isEmpty() && track.sent == null)) {
            return;
        }
        track.sent = content;
        ObjectNode changed = action("chat/toolCallContentChanged");
        changed.put("toolCallId", track.id);
        changed.set("content", content);
        meta(changed, track);
        turn.emit(changed);
    }

    private void complete(ToolCallTrack track, boolean success, String error) {
        if (!track.open()) {
            return;
        }
        ArrayNode content = content(track);
        ObjectNode result = Nodes.object();
        result.put("success", success);
        result.put("pastTenseMessage", track.message());
        if (!content.isEmpty()) {
            result.set("content", content);
        }
        if (track.rawOutput != null && track.rawOutput.isObject()) {
            result.set("structuredContent", track.rawOutput);
        }
        if (!success) {
            String message = error != null ? error : ToolContent.firstText(content);
            result.putObject("error").put("message", message != null ? message : "The tool call failed.");
        }
        ObjectNode complete = action("chat/toolCallComplete");
        complete.put("toolCallId", track.id);
        complete.set("result", result);
        meta(complete, track);
        turn.emit(complete);
        track.state = ToolCallTrack.State.DONE;
    }

    private ArrayNode content(ToolCallTrack track) {
        return ToolContent.map(track.content, terminals, (id, terminal) -> {
            if (track.shown.add(id)) {
                turn.opened(track.id, terminal);
            }
        });
    }

    private void plan(JsonNode update) {
        JsonNode entries = update.get("entries");
        StringBuilder text = new StringBuilder();
        if (entries != null && entries.isArray()) {
            for (JsonNode entry : entries) {
                String status = Nodes.text(entry, "status");
                text.append("completed".equals(status) ? "- [x] " : "- [ ] ")
                        .append(Objects.requireNonNullElse(Nodes.text(entry, "content"), ""));
                if ("in_progress".equals(status)) {
                    text.append(" (in progress)");
                }
                text.append('\n');
            }
        }
        if (plan == null) {
            plan = new ToolCallTrack("acp-plan-" + turn.turnId());
            plan.title = "Plan";
            ObjectNode start = action("chat/toolCallStart");
            start.put("toolCallId", plan.id);
            start.put("toolName", "plan");
            start.put("displayName", "Plan");
            start.put("intention", "The agent's plan");
            turn.emit(start);
            ObjectNode ready = action("chat/toolCallReady");
            ready.put("toolCallId", plan.id);
            ready.put("invocationMessage", "Plan");
            ready.put("confirmed", "not-needed");
            turn.emit(ready);
            plan.state = ToolCallTrack.State.RUNNING;
            openPart = null;
        }
        ArrayNode content = Nodes.array();
        ObjectNode block = Nodes.object();
        block.put("type", "text");
        block.put("text", text.toString());
        content.add(block);
        ObjectNode wrapped = Nodes.object();
        wrapped.put("type", "content");
        wrapped.set("content", block);
        plan.content = Nodes.array().add(wrapped);
        contentChanged(plan);
    }

    private void closeCalls() {
        if (plan != null) {
            complete(plan, true, null);
        }
        for (ToolCallTrack track : calls.values()) {
            track.settle();
            if (track.open()) {
                complete(track, false, "The turn ended before the tool call finished.");
            }
        }
    }

    /** The one call a terminal opened now runs for: the only open {@code execute} call, else the only open call. */
    private String runningCall() {
        String only = null;
        int open = 0;
        String execute = null;
        int executing = 0;
        for (ToolCallTrack track : calls.values()) {
            track.settle();
            if (!track.open()) {
                continue;
            }
            open++;
            only = track.id;
            if ("execute".equals(track.kind)) {
                executing++;
                execute = track.id;
            }
        }
        if (executing == 1) {
            return execute;
        }
        return open == 1 ? only : null;
    }

    private ObjectNode action(String type) {
        ObjectNode action = Nodes.object();
        action.put("type", type);
        action.put("turnId", turn.turnId());
        return action;
    }

    private static void meta(ObjectNode action, ToolCallTrack track) {
        ObjectNode meta = track.meta();
        if (meta != null) {
            action.set("_meta", meta);
        }
    }
}
