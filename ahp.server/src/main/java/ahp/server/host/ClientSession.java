package ahp.server.host;

import ahp.protocol.command.CreateChatParams;
import ahp.protocol.command.CreateSessionParams;
import ahp.protocol.command.CreateTerminalParams;
import ahp.protocol.command.DisposeChatParams;
import ahp.protocol.command.DisposeSessionParams;
import ahp.protocol.command.FetchTurnsParams;
import ahp.protocol.command.ListSessionsParams;
import ahp.protocol.command.DispatchActionParams;
import ahp.protocol.command.DisposeTerminalParams;
import ahp.protocol.command.InitializeParams;
import ahp.protocol.command.Method;
import ahp.protocol.command.Params;
import ahp.protocol.command.PingParams;
import ahp.protocol.command.ReconnectParams;
import ahp.protocol.command.SubscribeParams;
import ahp.protocol.command.UnsubscribeParams;
import ahp.protocol.jsonrpc.Decoded;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import ahp.protocol.jsonrpc.Malformed;
import ahp.protocol.jsonrpc.Notification;
import ahp.protocol.jsonrpc.Request;
import ahp.protocol.jsonrpc.RequestId;
import ahp.protocol.jsonrpc.RpcError;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.version.VersionView;
import ahp.server.auth.Grant;
import ahp.server.auth.User;
import ahp.server.transport.Connection;
import ahp.server.transport.MessageHandler;
import ahp.server.transport.TextFrame;
import java.lang.System.Logger.Level;
import java.util.concurrent.CompletionException;

/**
 * One connection's side of the protocol: reads each frame, answers each request exactly once, and
 * receives envelopes through the version it negotiated. A bad frame is answered with its error and
 * nothing else happens: the connection and everybody else carry on.
 *
 * <p>A request is checked in this order: is the method there (before the handshake only
 * {@code ping}, {@code initialize} and {@code reconnect} are; without a store there are no terminal
 * methods) — {@code -32601}; does the person's role cover it — {@code -32009}; are its params right
 * — {@code -32602}. The resource family ({@link ResourceCommands}; {@code resourceRequest} alone is typed), the session config methods
 * ({@link SessionConfigCommands}) and {@code completions} ({@link CompletionCommands}) are read from
 * their untyped params, after their grant, with the same codes.
 */
final class ClientSession implements MessageHandler, Subscriber {

    private static final System.Logger LOG = System.getLogger(ClientSession.class.getName());

    private final Host host;
    private final Connection connection;
    private final Handshake handshake;
    private final ChannelCommands channels;
    private final TerminalCommands terminalCommands;
    private final SessionCommands sessionCommands;
    private final ToolCommands toolCommands;
    private final ResourceCommands resourceCommands;
    private final ChannelAliases aliases;
    private final SessionConfigCommands configCommands;
    private final CompletionCommands completionCommands;
    private volatile VersionView view;
    private volatile String clientId;

    ClientSession(Host host, Connection connection) {
        this.host = host;
        this.connection = connection;
        this.handshake = new Handshake(host, this);
        this.channels = new ChannelCommands(host, this);
        this.terminalCommands = new TerminalCommands(host, this);
        this.sessionCommands = new SessionCommands(host);
        this.toolCommands = new ToolCommands(host, this);
        this.resourceCommands = new ResourceCommands(host, this);
        this.aliases = new ChannelAliases(host.sessions());
        this.configCommands = new SessionConfigCommands(host);
        this.completionCommands = new CompletionCommands(host);
    }

    @Override
    public void onMessage(String received) {
        String text = aliases.inbound(received);
        Decoded decoded = JsonRpcCodec.decode(text);
        switch (decoded) {
            case Malformed malformed -> malformed(malformed, text);
            case Request request -> handle(request.id(), request.method(), request.params());
            case Notification notification -> handle(null, notification.method(), notification.params());
            default -> { } // a response to nothing this host asked
        }
    }

    private void malformed(Malformed malformed, String text) {
        if (malformed.method() != null) {
            try {
                gate(malformed.method());
            } catch (RpcException refused) {
                if (malformed.answered()) {
                    send(JsonRpcCodec.error(malformed.id(), refused.error()));
                }
                return;
            }
            if (malformed.notification() && Method.DISPATCH_ACTION.wireName().equals(malformed.method())) {
                channels.invalidAction(text, malformed.error().message());
                return;
            }
        }
        if (malformed.answered()) {
            send(JsonRpcCodec.error(malformed.id(), malformed.error()));
        }
    }

    private void handle(RequestId id, String method, Params params) {
        try {
            gate(method);
            Reply reply = route(method, params, id);
            switch (reply) {
                case Reply.Now now -> answer(id, now.result());
                case Reply.Sent ignored -> { }
                case Reply.Later later -> later.result().whenComplete((result, failure) -> {
                    if (failure == null) {
                        answer(id, result);
                    } else {
                        fail(id, method, failure instanceof CompletionException wrapped ? wrapped.getCause() : failure);
                    }
                });
            }
        } catch (RuntimeException failure) {
            fail(id, method, failure);
        }
    }

    /** Whether {@code method} is there for this connection now, and its role covers it. */
    private void gate(String method) {
        boolean handshaken = view != null;
        switch (method) {
            case "ping" -> { }
            case "initialize", "reconnect" -> {
                if (handshaken) {
                    throw new RpcException(ErrorCode.INVALID_REQUEST, "Invalid Request: the connection is already initialized");
                }
            }
            default -> {
                if (!handshaken) {
                    throw new RpcException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method
                            + " (the connection is not initialized: send initialize first)");
                }
                if (user().scopedToChat()) {
                    if (!ToolCommands.METHODS.contains(method)) {
                        throw new RpcException(ErrorCode.PERMISSION_DENIED, "Permission denied: a credential minted for the"
                                + " tools of " + user().chat() + " may call " + String.join(" and ", ToolCommands.METHODS)
                                + " only");
                    }
                    return;
                }
                switch (method) {
                    case "subscribe", "unsubscribe", "dispatchAction" -> { }
                    case "createTerminal" -> terminalCommands.gate(method, Grant.TERMINAL_CREATE);
                    case "disposeTerminal" -> terminalCommands.gate(method, Grant.TERMINAL_DISPOSE);
                    default -> {
                        Grant grant = SessionCommands.grant(method);
                        if (grant == null) {
                            grant = ResourceCommands.grant(method);
                        }
                        if (grant == null) {
                            grant = SessionConfigCommands.grant(method);
                        }
                        if (grant == null) {
                            grant = CompletionCommands.grant(method);
                        }
                        if (grant == null) {
                            throw new RpcException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
                        }
                        require(grant);
                    }
                }
            }
        }
    }

    private Reply route(String method, Params params, RequestId id) {
        return switch (params) {
            case PingParams ignored -> Reply.NULL;
            case InitializeParams initialize -> handshake.initialize(initialize, id);
            case ReconnectParams reconnect -> handshake.reconnect(reconnect, id);
            case SubscribeParams subscribe -> channels.subscribe(subscribe, id);
            case UnsubscribeParams unsubscribe -> channels.unsubscribe(unsubscribe);
            case DispatchActionParams dispatch -> channels.dispatch(dispatch);
            case CreateTerminalParams create -> terminalCommands.create(create);
            case DisposeTerminalParams dispose -> terminalCommands.dispose(dispose);
            case CreateSessionParams create -> sessionCommands.create(create);
            case DisposeSessionParams dispose -> sessionCommands.dispose(dispose);
            case ListSessionsParams list -> sessionCommands.list(list);
            case CreateChatParams create -> sessionCommands.createChat(create);
            case DisposeChatParams dispose -> sessionCommands.disposeChat(dispose);
            case FetchTurnsParams fetch -> sessionCommands.fetchTurns(fetch);
            case ahp.protocol.command.StopBackgroundWorkParams stop -> sessionCommands.stopBackgroundWork(stop);
            case ahp.protocol.command.ListToolsParams list -> toolCommands.list(list);
            case ahp.protocol.command.CallToolParams call -> toolCommands.call(call);
            case ahp.protocol.command.ResourceRequestParams request -> resourceCommands.request(request);
            case ahp.protocol.command.UnknownParams unknown when ResourceCommands.grant(method) != null ->
                    resourceCommands.call(method, unknown);
            case ahp.protocol.command.UnknownParams unknown when SessionConfigCommands.grant(method) != null ->
                    configCommands.call(method, unknown);
            case ahp.protocol.command.UnknownParams unknown when CompletionCommands.grant(method) != null ->
                    completionCommands.call(unknown);
            default -> throw new RpcException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
        };
    }

    private void answer(RequestId id, Object result) {
        if (id != null) {
            send(JsonRpcCodec.result(id, result));
        }
    }

    private void fail(RequestId id, String method, Throwable failure) {
        RpcError error;
        if (failure instanceof RpcException refused) {
            error = refused.error();
        } else {
            LOG.log(Level.ERROR, "Connection " + connection.id() + ": " + method + " failed", failure);
            error = ErrorCode.INTERNAL_ERROR.error("Internal error: " + failure);
        }
        if (id != null) {
            send(JsonRpcCodec.error(id, error));
        } else {
            LOG.log(Level.DEBUG, "Connection {0}: notification {1} refused: {2}", connection.id(), method,
                    error.message());
        }
    }

    @Override
    public void onTooLarge(long length, long limit) {
        send(JsonRpcCodec.error(null, ErrorCode.INVALID_REQUEST.error("Invalid Request: the message is " + length
                + " characters long, over the limit of " + limit + "; nothing in it was read")));
    }

    @Override
    public void onBinary(long length) {
        send(JsonRpcCodec.error(null, ErrorCode.INVALID_REQUEST.error(
                "Invalid Request: binary frames are not used; send each JSON-RPC message as one text frame")));
    }

    @Override
    public void onClosed() {
        host.forget(this);
    }

    @Override
    public VersionView view() {
        return view;
    }

    @Override
    public void send(TextFrame message) {
        connection.send(message);
    }

    @Override
    public void sendAmongMany(TextFrame message) {
        connection.sendAmongMany(message);
    }

    /** Sends one message; never blocks. */
    void send(String message) {
        connection.send(message);
    }

    /** Makes the connection speak {@code negotiated} as {@code id}; call under the sequence lock. */
    void ready(String id, VersionView negotiated) {
        clientId = id;
        view = negotiated;
    }

    @Override
    public String clientId() {
        return clientId;
    }

    /** Who signed in. */
    User user() {
        return connection.user();
    }

    /** The connection. */
    Connection connection() {
        return connection;
    }

    /**
     * Refuses with {@code -32009} unless the person's role covers {@code grant}.
     *
     * @throws RpcException PermissionDenied
     */
    void require(Grant grant) {
        if (!user().holds(grant)) {
            throw new RpcException(ErrorCode.PERMISSION_DENIED, denial(grant));
        }
    }

    /** Why {@code grant} is refused to this person, in words. */
    String denial(Grant grant) {
        return "Permission denied: the " + user().role().wireName() + " role does not hold " + grant.wireName();
    }
}
