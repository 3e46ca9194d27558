package ahp.backends.acp.process;

/**
 * Why an agent could not serve a turn: the {@code errorType} and the sentence a turn ends with
 * ({@code TurnContext.error}).
 */
public final class AgentFault extends Exception {

    /** The command is not on {@code PATH}, or the absolute path names no executable. */
    public static final String NOT_FOUND = "agentNotFound";
    /** The process could not be started, or refused the handshake. */
    public static final String START_FAILED = "agentStartFailed";
    /** The process exited, or closed its output, while a turn needed it. */
    public static final String EXITED = "agentExited";
    /** The process wrote something that is not JSON-RPC. */
    public static final String PROTOCOL_ERROR = "agentProtocolError";
    /** A request with a deadline was not answered in time. */
    public static final String TIMEOUT = "agentTimeout";
    /** The agent answered a request with an error. */
    public static final String AGENT_ERROR = "agentError";
    /** The session closed the agent. */
    public static final String CLOSED = "agentClosed";

    private final String errorType;

    /** A fault of {@code errorType} saying {@code message}. */
    public AgentFault(String errorType, String message) {
        super(message, null, false, false);
        this.errorType = errorType;
    }

    /** The {@code errorType} a turn ends with. */
    public String errorType() {
        return errorType;
    }
}
