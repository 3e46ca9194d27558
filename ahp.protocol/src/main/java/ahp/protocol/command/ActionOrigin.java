package ahp.protocol.command;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Who dispatched an echoed action.
 *
 * @param clientId the dispatching client's id
 * @param clientSeq its {@code clientSeq} for the action
 */
public record ActionOrigin(
        @JsonProperty(required = true) String clientId,
        @JsonProperty(required = true) long clientSeq) {}
