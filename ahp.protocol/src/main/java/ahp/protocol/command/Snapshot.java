package ahp.protocol.command;

import ahp.protocol.ChannelState;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A channel's state at a point in the global sequence; every later envelope on the channel has a
 * greater {@code serverSeq}.
 *
 * @param resource the channel URI
 * @param state its state
 * @param fromSeq the {@code serverSeq} it was taken at
 */
public record Snapshot(
        @JsonProperty(required = true) String resource,
        @JsonProperty(required = true) ChannelState state,
        @JsonProperty(required = true) long fromSeq) {

    /** This snapshot with its state replaced (the version views use it). */
    public Snapshot withState(ChannelState newState) {
        return new Snapshot(resource, newState, fromSeq);
    }
}
