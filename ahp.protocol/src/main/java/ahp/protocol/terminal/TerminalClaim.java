package ahp.protocol.terminal;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Who holds a terminal: a connected client, or a session and the chat inside it. Every terminal
 * always has a holder; {@code terminal/claimed} transfers a claim and never releases it.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TerminalClaim.Client.class, name = "client"),
    @JsonSubTypes.Type(value = TerminalClaim.Session.class, name = "session")})
public sealed interface TerminalClaim {

    /**
     * Held by a connection.
     *
     * @param clientId the client id the connection gave in {@code initialize}; empty when a client
     *     created a terminal without naming a claim
     */
    record Client(@JsonProperty(required = true) String clientId) implements TerminalClaim {}

    /**
     * Held by a session and one of its chats. With a turn and a tool call the terminal is in use by
     * that running call; with neither it is owned by the session in the background.
     *
     * @param session the session URI
     * @param chat the chat URI (required from 0.9.0; dropped for older clients)
     * @param turnId the running turn, or null
     * @param toolCallId the running tool call, or null
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Session(@JsonProperty(required = true) String session, String chat, String turnId, String toolCallId)
            implements TerminalClaim {

        /** A session claim with no running turn: the terminal is the session's, in the background. */
        public static Session background(String session, String chat) {
            return new Session(session, chat, null, null);
        }
    }
}
