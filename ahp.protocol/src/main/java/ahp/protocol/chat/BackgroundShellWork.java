package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A shell command that outlives the tool call that started it, shown as a background row of its chat.
 *
 * @param id the entry's id, unique within its chat
 * @param label what to show (the command's first line)
 * @param startedAt when it started, ISO 8601
 * @param meta host extensions ({@code _meta}; {@code "vscode.stopBackgroundWork": true} offers a stop),
 *     or null
 * @param command the command line
 * @param terminal the terminal it runs in, where its output can be watched, or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("kind")
public record BackgroundShellWork(
        @JsonProperty(required = true) String id,
        @JsonProperty(required = true) String label,
        @JsonProperty(required = true) String startedAt,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonProperty(required = true) String command,
        String terminal,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements BackgroundWork {

    /** The wire {@code kind}. */
    public static final String KIND = "shell";

    /** Copies the maps. */
    public BackgroundShellWork {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    /** An entry with nothing beyond the modelled fields. */
    public BackgroundShellWork(
            String id, String label, String startedAt, Map<String, Object> meta, String command, String terminal) {
        this(id, label, startedAt, meta, command, terminal, Map.of());
    }

    @Override
    public String kind() {
        return KIND;
    }
}
