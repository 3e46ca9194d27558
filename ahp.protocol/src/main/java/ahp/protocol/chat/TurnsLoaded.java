package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Older completed turns paged into the chat (host only, answering {@code fetchTurns}; since 0.5.1):
 * they go before the turns already there (a turn whose id is already there is not added twice), and
 * {@code turnsNextCursor} replaces the chat's cursor (absent: every retained turn is loaded).
 *
 * @param turns the older turns, oldest first ({@code Turn} objects as JSON)
 * @param turnsNextCursor the cursor for the turns before these, or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record TurnsLoaded(
        @JsonProperty(required = true) List<JsonNode> turns,
        String turnsNextCursor,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/turnsLoaded";

    /** Copies the list, its trees and {@code extra}. */
    public TurnsLoaded {
        turns = turns.stream().map(Frozen::node).toList();
        extra = Frozen.extra(extra);
    }

    /** Loads {@code turns}, with {@code turnsNextCursor} (null when there are no older ones). */
    public TurnsLoaded(List<JsonNode> turns, String turnsNextCursor) {
        this(turns, turnsNextCursor, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
