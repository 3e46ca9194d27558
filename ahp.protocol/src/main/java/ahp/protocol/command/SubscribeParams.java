package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * {@code subscribe}: start receiving a channel's actions; the result carries its snapshot.
 *
 * @param channel the channel URI
 * @param delivery how long the host may hold actions to coalesce them, or null
 * @param view how much of the state to send (chats), as JSON, or null
 * @param meta extensions ({@code _meta}), or null
 */
public record SubscribeParams(
        @JsonProperty(required = true) String channel,
        Delivery delivery,
        JsonNode view,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the tree and map. */
    public SubscribeParams {
        view = Frozen.node(view);
        meta = Frozen.mapOrNull(meta);
    }

    /** A plain subscription. */
    public SubscribeParams(String channel) {
        this(channel, null, null, null);
    }

    /**
     * How the client wants actions delivered.
     *
     * @param maxLatencyMs the most milliseconds the host may buffer actions (0: do not buffer), or null
     */
    public record Delivery(Long maxLatencyMs) {}
}
