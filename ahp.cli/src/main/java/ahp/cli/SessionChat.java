package ahp.cli;

import ahp.client.HostConnection;
import ahp.client.RpcClient;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code ahp chat}: a session's default chat, line by line. Each line read is sent as a turn; a
 * {@code !} command's terminal is followed live (its output printed as it arrives), then how the call
 * ended; any other message gets the session's answer: its agent's text and tool calls, a permission
 * asked as y/n. The prompt always starts a line of its own, and a command the agent ran where nobody
 * can watch it is said once ({@link UnwatchedCommands}).
 */
public final class SessionChat {

    private final HostConnection host;
    private final String chat;
    private final PrintStream out;
    private final LinkedBlockingQueue<JsonNode> events = new LinkedBlockingQueue<>();
    private final Set<String> followed = ConcurrentHashMap.newKeySet();
    private final UnwatchedCommands unwatched = new UnwatchedCommands();
    private boolean atLineStart = true;

    /** A chat {@code chat} over {@code host}, printing to {@code out}. */
    public SessionChat(HostConnection host, String chat, PrintStream out) {
        this.host = host;
        this.chat = chat;
        this.out = out;
        host.onNotification(events::add);
    }

    /** Reads lines until the end of {@code in}; returns once the last turn ended. */
    public void run(BufferedReader in, boolean prompt) throws IOException {
        host.subscribe(chat);
        while (true) {
            if (prompt) {
                if (!atLineStart) {
                    show("\n");
                }
                out.print("> ");
                out.flush();
            }
            String line = in.readLine();
            atLineStart = true;
            if (line == null) {
                return;
            }
            if (line.isBlank()) {
                continue;
            }
            send(line, in);
        }
    }

    /**
     * Sends {@code text} as a turn and prints what happens until the turn ends; a tool call that waits
     * for confirmation is answered from {@code in} (y or n).
     */
    void send(String text, BufferedReader in) throws IOException {
        String turnId = UUID.randomUUID().toString();
        ObjectNode action = RpcClient.json().createObjectNode().put("type", "chat/turnStarted").put("turnId", turnId)
                .put("startedAt", Instant.now().toString());
        action.putObject("message").put("text", text).putObject("origin").put("kind", "user");
        host.dispatch(chat, action);
        while (true) {
            JsonNode event;
            try {
                event = events.poll(1, TimeUnit.SECONDS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return;
            }
            if (event == null) {
                if (host.rpc().closed().toCompletableFuture().isDone()) {
                    throw new IOException("the connection closed");
                }
                continue;
            }
            if (ended(event, turnId, in)) {
                return;
            }
        }
    }

    private static String describe(JsonNode message) {
        return message.isString() ? message.asString() : message.path("markdown").asString(message.toString());
    }

    /** Prints what {@code event} says; true once the turn {@code turnId} ended. */
    private boolean ended(JsonNode event, String turnId, BufferedReader in) throws IOException {
        if (!"action".equals(event.path("method").asString(""))) {
            return false;
        }
        JsonNode envelope = event.path("params");
        JsonNode action = envelope.path("action");
        String type = action.path("type").asString("");
        if (envelope.has("rejectionReason")) {
            showLine("ahp: refused: " + envelope.path("rejectionReason").asString(""));
            return "chat/turnStarted".equals(type);
        }
        if (!chat.equals(envelope.path("channel").asString(""))) {
            if ("terminal/data".equals(type)) {
                show(action.path("data").asString(""));
                out.flush();
            }
            return false;
        }
        if (!turnId.equals(action.path("turnId").asString(""))) {
            return false;
        }
        switch (type) {
            case "chat/toolCallContentChanged" -> {
                for (JsonNode block : action.path("content")) {
                    String terminal = block.path("resource").asString("");
                    if ("terminal".equals(block.path("type").asString("")) && followed.add(terminal)) {
                        JsonNode snapshot = host.subscribe(terminal);
                        for (JsonNode part : snapshot.path("state").path("content")) {
                            show(part.has("output") ? part.path("output").asString("") : part.path("value").asString(""));
                        }
                        out.flush();
                    }
                }
            }
            case "chat/toolCallComplete" -> {
                JsonNode result = action.path("result");
                showLine("");
                showLine("[" + result.path("pastTenseMessage").asString("")
                        + (result.has("error") ? ": " + result.path("error").path("message").asString("") : "") + "]");
                unwatched.check(action.path("toolCallId").asString(""), result).ifPresent(this::showLine);
            }
            case "chat/error" -> showLine("[" + errorMessage(action) + "]");
            case "chat/responsePart" -> {
                if ("markdown".equals(action.path("part").path("kind").asString(""))) {
                    show(action.path("part").path("content").asString(""));
                    out.flush();
                }
            }
            case "chat/delta" -> {
                show(action.path("content").asString(""));
            }
            case "chat/toolCallStart" -> {
                unwatched.started(action);
                showLine("\n[" + action.path("displayName").asString("tool") + "]");
            }
            case "chat/toolCallReady" -> {
                if (!action.has("confirmed")) {
                    show("\n[" + describe(action.path("invocationMessage")) + ": allow? y/n] ");
                    String answer = in.readLine();
                    atLineStart = true;
                    ObjectNode confirmed = RpcClient.json().createObjectNode().put("type", "chat/toolCallConfirmed")
                            .put("turnId", turnId).put("toolCallId", action.path("toolCallId").asString(""))
                            .put("approved", answer != null && answer.strip().toLowerCase(java.util.Locale.ROOT).startsWith("y"));
                    host.dispatch(chat, confirmed);
                }
            }
            case "chat/turnComplete", "chat/turnCancelled" -> {
                return true;
            }
            default -> { }
        }
        return "chat/error".equals(type);
    }

    /** Prints {@code text} as it is, noting whether the line it leaves is empty (for the prompt). */
    private void show(String text) {
        if (text.isEmpty()) {
            return;
        }
        out.print(text);
        out.flush();
        atLineStart = text.endsWith("\n");
    }

    private void showLine(String text) {
        show(text + "\n");
    }

    /** A {@code chat/error}'s message: in {@code part.error} from 1.0.0, in {@code error} before. */
    static String errorMessage(JsonNode action) {
        JsonNode error = action.path("part").has("error") ? action.path("part").path("error") : action.path("error");
        return error.path("message").asString("");
    }
}
