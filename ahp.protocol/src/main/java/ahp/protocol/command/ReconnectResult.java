package ahp.protocol.command;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/** The result of {@code reconnect}: the missed envelopes, or fresh snapshots when the gap is too old. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = ReconnectResult.Replay.class, name = "replay"),
    @JsonSubTypes.Type(value = ReconnectResult.Snapshots.class, name = "snapshot")})
public sealed interface ReconnectResult {

    /**
     * Every envelope after the client's last seen sequence on its channels.
     *
     * @param actions the envelopes, in order
     * @param missing subscribed channels that cannot be resumed (for example disposed terminals)
     */
    record Replay(
            @JsonProperty(required = true) List<ActionEnvelope> actions,
            @JsonProperty(required = true) List<String> missing) implements ReconnectResult {

        /** Copies the lists. */
        public Replay {
            actions = List.copyOf(actions);
            missing = List.copyOf(missing);
        }
    }

    /**
     * Fresh state, when the client's gap is older than the replay buffer.
     *
     * @param snapshots a fresh snapshot of each subscribed channel that still exists
     */
    record Snapshots(@JsonProperty(required = true) List<Snapshot> snapshots) implements ReconnectResult {

        /** Copies the list. */
        public Snapshots {
            snapshots = List.copyOf(snapshots);
        }
    }
}
