package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * {@code createChat}: a new chat in a session, under a URI the client chose ({@code ahp-chat:/<uuid>}).
 * Result {@code null}; the session announces it with {@code session/chatAdded}.
 *
 * @param channel the session's URI
 * @param chat the new chat's URI
 * @param initialMessage a first message, or null; kept as sent
 * @param source a fork or side-chat source, or null; kept as sent
 * @param meta extensions ({@code _meta}), or null
 */
public record CreateChatParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty(required = true) String chat,
        JsonNode initialMessage,
        JsonNode source,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map and the trees. */
    public CreateChatParams {
        initialMessage = initialMessage == null || initialMessage.isNull() ? null : Frozen.node(initialMessage);
        source = source == null || source.isNull() ? null : Frozen.node(source);
        meta = Frozen.mapOrNull(meta);
    }
}
