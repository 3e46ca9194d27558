package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The active turn was cancelled (a client asks for it; the host also sends it when it stops a turn).
 * The turn is kept as cancelled; calls it left unfinished are cancelled as skipped.
 *
 * @param turnId the turn
 * @param duration how long it ran, in milliseconds (the producer's own clock); 0 when a client leaves
 *     it out, as VS Code's Agents window and its protocol tests do
 *     ({@code src/vs/platform/agentHost/test/node/protocol/turnExecution.integrationTest.ts} sends
 *     {@code {type: 'chat/turnCancelled', turnId}}), though the schema asks for it
 * @param meta extensions ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record TurnCancelled(
        @JsonProperty(required = true) String turnId,
        long duration,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/turnCancelled";

    /** Copies the maps. */
    public TurnCancelled {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    /** The cancellation of {@code turnId} after {@code duration} milliseconds. */
    public TurnCancelled(String turnId, long duration) {
        this(turnId, duration, null, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public boolean clientDispatchable() {
        return true;
    }
}
