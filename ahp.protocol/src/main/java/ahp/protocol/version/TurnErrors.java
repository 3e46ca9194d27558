package ahp.protocol.version;

import ahp.protocol.Action;
import ahp.protocol.chat.ChatError;
import ahp.protocol.chat.TurnsLoaded;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * How a failed turn reads from 1.0.0 on, used by {@link VersionView} and {@link ChatShapes}. The host
 * keeps the 0.9.0 shape: {@code chat/error} carries the {@code ErrorInfo} as {@code error}, and the
 * ended turn keeps it as {@code Turn.error}. In the 1.1.0 schemas {@code Turn.error} is gone and
 * {@code chat/error} requires {@code part}, an {@code ErrorResponsePart}
 * ({@code {kind: "error", error, resumable?}}) that ends the turn's {@code responseParts}. So for 1.x:
 * <ul>
 *   <li>{@code chat/error} carries {@code part} instead of {@code error} ({@link ChatError#asErrorPart});
 *   <li>a turn with {@code error}, in a chat state's {@code turns} or in {@code chat/turnsLoaded},
 *       loses it and gets it back as an error part at the end of its {@code responseParts} (unless
 *       its last part already is one), {@code state} staying {@code error}.
 * </ul>
 * No {@code resumable} is sent: this host cannot resume a failed turn ({@code chat/turnResume}).
 */
final class TurnErrors {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final boolean errorParts;

    /** The rules for {@code version}. */
    TurnErrors(ProtocolVersion version) {
        this.errorParts = version.atLeast(ProtocolVersion.V1_0_0);
    }

    /** Whether failed turns read differently from the host's model at all. */
    boolean reshapes() {
        return errorParts;
    }

    /** A {@code chat/error} or {@code chat/turnsLoaded} in this version's shape (itself when unchanged). */
    Action action(Action action) {
        if (!errorParts) {
            return action;
        }
        return switch (action) {
            case ChatError error -> error.asErrorPart();
            case TurnsLoaded loaded -> {
                List<JsonNode> turns = new ArrayList<>(loaded.turns().size());
                boolean changed = false;
                for (JsonNode turn : loaded.turns()) {
                    JsonNode shaped = turn;
                    if (turn instanceof ObjectNode t && t.has("error")) {
                        ObjectNode copy = t.deepCopy();
                        errorAsPart(copy);
                        shaped = copy;
                        changed = true;
                    }
                    turns.add(shaped);
                }
                yield changed ? new TurnsLoaded(turns, loaded.turnsNextCursor(), loaded.extra()) : action;
            }
            default -> action;
        };
    }

    /** A chat state's completed turns reshaped in place. */
    void turns(ObjectNode chat) {
        if (!errorParts) {
            return;
        }
        for (JsonNode turn : chat.path("turns")) {
            if (turn instanceof ObjectNode t && t.has("error")) {
                errorAsPart(t);
            }
        }
    }

    /** {@code Turn.error} moved into an error part at the end of {@code responseParts}. */
    private static void errorAsPart(ObjectNode turn) {
        JsonNode error = turn.remove("error");
        if (error == null || error.isNull()) {
            return;
        }
        ArrayNode parts = turn.get("responseParts") instanceof ArrayNode list ? list : turn.putArray("responseParts");
        if (!parts.isEmpty() && ChatError.ERROR_PART.equals(parts.get(parts.size() - 1).path("kind").asString(""))) {
            return;
        }
        ObjectNode part = parts.addObject().put("kind", ChatError.ERROR_PART);
        part.set("error", error);
    }
}
