package ahp.bench.wire;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.MissingNode;

/**
 * One {@code action} notification: an action on a channel, numbered by the host.
 *
 * @param channel the channel it belongs to
 * @param serverSeq the host's number for it
 * @param type the action's {@code type}
 * @param data the action's {@code data} (for {@code terminal/data} and {@code terminal/input}), or null: a
 *     {@link String}, or a {@link JsonText} when the frame was read without a tree
 * @param exitCode the action's {@code exitCode} (for {@code terminal/exited}), or null
 * @param rejectionReason why the host refused a client's action, or null
 * @param action the whole action, for channels whose actions are read beyond these fields (a chat's
 *     turn id and tool call content); a missing node when not kept
 */
public record Envelope(String channel, long serverSeq, String type, CharSequence data, Integer exitCode, String rejectionReason,
        JsonNode action) {

    /** An envelope whose action is not kept beyond its named fields. */
    public Envelope(String channel, long serverSeq, String type, CharSequence data, Integer exitCode, String rejectionReason) {
        this(channel, serverSeq, type, data, exitCode, rejectionReason, MissingNode.getInstance());
    }

    /** The envelope in an {@code action} notification's params. */
    public static Envelope from(JsonNode params) {
        JsonNode action = params.path("action");
        JsonNode exitCode = action.path("exitCode");
        return new Envelope(
                params.path("channel").asString(""),
                params.path("serverSeq").asLong(-1),
                action.path("type").asString(""),
                action.path("data").isString() ? action.path("data").stringValue() : null,
                exitCode.isNumber() ? exitCode.intValue() : null,
                params.path("rejectionReason").isString() ? params.path("rejectionReason").stringValue() : null,
                action);
    }
}
