package ahp.backends.acp.session;

import ahp.backends.acp.TranscriptReplay;
import ahp.backends.acp.client.AgentTerminals;
import ahp.backends.acp.rpc.Nodes;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A {@code session/load}'s replay as past turns: the person's message chunks ({@code user_message_chunk},
 * joined while they follow one another under one {@code messageId}) open a turn through
 * {@link TranscriptReplay#turn}, and what follows until the next message of theirs is that turn's
 * answer, reported as a live turn's is ({@link TurnReporter}) and completed. Anything the agent says
 * before the first message of the person's is a turn of its own, with an empty message. Permission
 * requests during a replay are answered {@code cancelled}; terminals cannot be opened.
 */
final class ReplayReporter implements SessionRoute {

    private final TranscriptReplay replay;
    private final AgentTerminals terminals;
    private StringBuilder message;
    private String messageId;
    private TurnReporter current;
    private int turns;

    ReplayReporter(TranscriptReplay replay, AgentTerminals terminals) {
        this.replay = replay;
        this.terminals = terminals;
    }

    @Override
    public synchronized void update(JsonNode update) {
        if ("user_message_chunk".equals(Nodes.text(update, "sessionUpdate"))) {
            String text = TurnReporter.chunkText(update.get("content"));
            String id = Nodes.text(update, "messageId");
            boolean another = message != null && id != null && messageId != null && !id.equals(messageId);
            if (current != null || another) {
                end();
            }
            if (message == null) {
                message = new StringBuilder();
            }
            if (text != null) {
                message.append(text);
            }
            messageId = id;
            return;
        }
        if (current == null) {
            open();
        }
        current.update(update);
    }

    @Override
    public CompletionStage<JsonNode> requestPermission(JsonNode params) {
        return CompletableFuture.completedFuture(PermissionOptions.cancelled());
    }

    @Override
    public AgentTerminals.Origin origin() {
        return null;
    }

    /** The replay is over: the last turn ends; returns how many turns it reported. */
    synchronized int finish() {
        end();
        return turns;
    }

    /** The replay broke off: the turn it was in ends with that error. */
    synchronized void fail(String errorType, String text) {
        if (current == null && message != null) {
            open();
        }
        if (current != null) {
            current.fail(errorType, text);
            current = null;
        }
        message = null;
    }

    private void end() {
        if (current == null && message != null) {
            open();
        }
        if (current != null) {
            current.finish("end_turn");
            current = null;
        }
        message = null;
        messageId = null;
    }

    private void open() {
        ObjectNode said = Nodes.object();
        said.put("text", message == null ? "" : message.toString());
        said.putObject("origin").put("kind", "user");
        current = new TurnReporter(replay.turn(said), terminals, true);
        message = null;
        turns++;
    }
}
