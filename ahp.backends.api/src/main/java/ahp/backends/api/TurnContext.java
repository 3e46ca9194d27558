package ahp.backends.api;

import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One turn, as the backend reports it. Everything is sent as chat actions through the host, which
 * checks each (a chat action of this turn), numbers it with the host's one sequence, folds it through
 * the chat reducer and sends it to every subscriber. Safe to call from any thread.
 */
public interface TurnContext {

    /** The chat's URI. */
    String chat();

    /** The turn's id. */
    String turnId();

    /** The message that started it ({@code Message}: {@code text}, {@code attachments}, ...). */
    JsonNode message();

    /** The name of the person whose turn it is: what the turn does is checked against their grants. */
    String userName();

    /**
     * Sends a chat action of this turn, such as {@code chat/delta}, {@code chat/responsePart},
     * {@code chat/reasoning}, {@code chat/toolCallStart}, {@code chat/toolCallReady},
     * {@code chat/toolCallContentChanged}, {@code chat/toolCallComplete}, {@code chat/usage}. Its
     * {@code turnId} is set to this turn's.
     *
     * @return false when it was not sent: the turn is over, or the action is not one a backend may send
     */
    boolean emit(ObjectNode action);

    /**
     * Asks the person to confirm a tool call: the host sends {@code ready} (a {@code chat/toolCallReady}
     * without {@code confirmed}, so the call waits for confirmation) and completes with the client's
     * {@code chat/toolCallConfirmed} ({@code approved}, and {@code selectedOptionId} where options were
     * offered), or with a denial when the turn ends first.
     */
    CompletionStage<ToolCallConfirmation> confirm(ObjectNode ready);

    /**
     * The agent titled its conversation {@code title}: the host makes it the session's title (one line
     * of at most 200 characters) when the turn runs in the session's default chat and no person named
     * the session; otherwise, or once the turn is over, it is dropped.
     */
    void titled(String title);

    /** Shows {@code terminal} on the tool call {@code toolCallId} while it runs and after it. */
    void opened(String toolCallId, BackendTerminal terminal);

    /** Ends the turn ({@code chat/turnComplete}). */
    void complete();

    /** Ends the turn with an error ({@code chat/error}) the person reads. */
    void error(String errorType, String message);

    /** Whether the turn is over (completed, failed or cancelled). */
    boolean over();
}
