package ahp.protocol.command;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The AHP methods this host speaks, with the params type each carries and how each is sent. */
public enum Method {
    /** Handshake and version negotiation; must come first. */
    INITIALIZE("initialize", InitializeParams.class, true),
    /** Replaces {@code initialize} on a dropped connection. */
    RECONNECT("reconnect", ReconnectParams.class, true),
    /** Keep-alive; answered even before {@code initialize}, with {@code null}. */
    PING("ping", PingParams.class, true),
    /** Starts receiving a channel's actions, with its snapshot. */
    SUBSCRIBE("subscribe", SubscribeParams.class, true),
    /** Stops receiving a channel's actions. */
    UNSUBSCRIBE("unsubscribe", UnsubscribeParams.class, false),
    /** A client's action; answered by its echo, not by a response. */
    DISPATCH_ACTION("dispatchAction", DispatchActionParams.class, false),
    /** Opens a terminal under the URI the client chose; result {@code null}. */
    CREATE_TERMINAL("createTerminal", CreateTerminalParams.class, true),
    /** Ends a terminal and takes it off the root list; result {@code null}. */
    DISPOSE_TERMINAL("disposeTerminal", DisposeTerminalParams.class, true),
    /** Opens a session under the URI the client chose; result {@code null}. */
    CREATE_SESSION("createSession", CreateSessionParams.class, true),
    /** Ends a session; result {@code null}. */
    DISPOSE_SESSION("disposeSession", DisposeSessionParams.class, true),
    /** A page of session summaries, most recently modified first. */
    LIST_SESSIONS("listSessions", ListSessionsParams.class, true),
    /** Opens a chat in a session; result {@code null}. */
    CREATE_CHAT("createChat", CreateChatParams.class, true),
    /** Ends a chat; result {@code null}. */
    DISPOSE_CHAT("disposeChat", DisposeChatParams.class, true),
    /** Loads a chat's older turns into its state; result {@code {}}. */
    FETCH_TURNS("fetchTurns", FetchTurnsParams.class, true),
    /** Asks for access to a file of the host's machine; result {@code {}} or {@code -32009}. */
    RESOURCE_REQUEST("resourceRequest", ResourceRequestParams.class, true),
    /** Stops a chat's background work (VS Code's extension); result {@code null}. */
    STOP_BACKGROUND_WORK("vscode/stopBackgroundWork", StopBackgroundWorkParams.class, true),
    /** The agent shell tools an MCP client is offered (this host's extension). */
    LIST_TOOLS("ahpd/listTools", ListToolsParams.class, true),
    /** Runs one of the agent shell tools in a chat for an MCP client (this host's extension). */
    CALL_TOOL("ahpd/callTool", CallToolParams.class, true),
    /** Host to client: a session was created. */
    SESSION_ADDED("root/sessionAdded", SessionNotificationParams.class, false),
    /** Host to client: a session was disposed. */
    SESSION_REMOVED("root/sessionRemoved", SessionNotificationParams.class, false),
    /** Host to client: fields of a session's summary changed. */
    SESSION_SUMMARY_CHANGED("root/sessionSummaryChanged", SessionNotificationParams.class, false),
    /** Host to client: one {@link ActionEnvelope}. */
    ACTION("action", ActionEnvelope.class, false);

    private static final Map<String, Method> BY_NAME =
            Stream.of(values()).collect(Collectors.toUnmodifiableMap(Method::wireName, Function.identity()));

    private final String wireName;
    private final Class<? extends Params> paramsType;
    private final boolean request;

    Method(String wireName, Class<? extends Params> paramsType, boolean request) {
        this.wireName = wireName;
        this.paramsType = paramsType;
        this.request = request;
    }

    /** The method's name on the wire. */
    public String wireName() {
        return wireName;
    }

    /** The type its {@code params} are read as. */
    public Class<? extends Params> paramsType() {
        return paramsType;
    }

    /** Whether it is a request (has an {@code id} and gets a response) rather than a notification. */
    public boolean isRequest() {
        return request;
    }

    /** The method named {@code wireName}, if this host speaks it. */
    public static Optional<Method> byName(String wireName) {
        return Optional.ofNullable(BY_NAME.get(wireName));
    }
}
