package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The message that starts a turn ({@code Message} on the wire). The host reads its text (a
 * {@code !} command is matched at its start); everything else is carried.
 *
 * @param text the message text
 * @param origin where it came from ({@code {"kind":"user"}} for a person), as JSON, or null
 * @param meta extensions ({@code _meta}), or null
 * @param extra the fields this host does not model (attachments, model, agent, ...), kept as they are
 */
public record ChatMessage(
        @JsonProperty(required = true) String text,
        JsonNode origin,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) {

    /** Copies the trees and maps. */
    public ChatMessage {
        origin = Frozen.node(origin);
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }
}
