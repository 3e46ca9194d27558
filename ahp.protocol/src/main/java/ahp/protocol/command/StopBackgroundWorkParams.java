package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code vscode/stopBackgroundWork}, VS Code's request to stop a chat's background work that offers a
 * stop ({@code work._meta["vscode.stopBackgroundWork"] === true}). Its params are not in the stored
 * protocol sources; this host takes the chat as the channel and the row's {@code id}. Result
 * {@code null} once the stop was sent (the row goes when the work has really ended).
 *
 * @param channel the chat's URI
 * @param id the background row's id
 * @param meta extensions ({@code _meta}), or null
 */
public record StopBackgroundWorkParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty(required = true) String id,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public StopBackgroundWorkParams {
        meta = Frozen.mapOrNull(meta);
    }
}
