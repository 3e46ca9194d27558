package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A chat's entry in its session's catalogue ({@code SessionState.chats}, {@code session/chatAdded}):
 * the fields every chat state repeats at its top level.
 *
 * @param resource the chat's URI
 * @param title its title
 * @param status its summary bits ({@link SessionStatus}); a {@code long}, so bits this host does not
 *     know survive
 * @param modifiedAt when it last changed, ISO 8601
 * @param extra the other fields ({@code activity}, {@code origin}, {@code interactivity},
 *     {@code workingDirectories}, and whatever a newer peer adds), kept as they are
 */
public record ChatSummary(
        @JsonProperty(required = true) String resource,
        @JsonProperty(required = true) String title,
        @JsonProperty(required = true) long status,
        @JsonProperty(required = true) String modifiedAt,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) {

    /** Copies {@code extra}. */
    public ChatSummary {
        extra = Frozen.extra(extra);
    }

    /** An entry with nothing beyond the four required fields. */
    public ChatSummary(String resource, String title, long status, String modifiedAt) {
        this(resource, title, status, modifiedAt, Map.of());
    }
}
