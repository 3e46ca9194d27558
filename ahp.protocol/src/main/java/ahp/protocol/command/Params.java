package ahp.protocol.command;

/**
 * The {@code params} of an AHP request or notification, in either direction. Every one names the
 * channel it is routed by ({@code ahp-root://} for connection-level commands). A method this host does
 * not know keeps its params as {@link UnknownParams}.
 */
public sealed interface Params permits InitializeParams, ReconnectParams, PingParams, SubscribeParams,
        UnsubscribeParams, DispatchActionParams, CreateTerminalParams, DisposeTerminalParams, CreateSessionParams,
        DisposeSessionParams, ListSessionsParams, CreateChatParams, DisposeChatParams, FetchTurnsParams,
        SessionNotificationParams, StopBackgroundWorkParams, ListToolsParams, CallToolParams, ResourceRequestParams,
        ActionEnvelope, UnknownParams {

    /** The channel URI the message is routed by; null only for unknown params that named none. */
    String channel();
}
