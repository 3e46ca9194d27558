package ahp.server.host;

import ahp.server.auth.Grant;
import ahp.server.auth.User;
import ahp.server.transport.Connection;
import ahp.server.transport.MessageHandler;
import ahp.server.wire.ErrorCodes;
import ahp.server.wire.Params;
import ahp.server.wire.RpcError;
import ahp.server.wire.Wire;
import ahp.server.wire.WireView;
import java.lang.System.Logger.Level;
import java.util.concurrent.CompletionException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * One connection's side of the protocol: reads each message, answers each request exactly once,
 * and receives envelopes through the version it negotiated. A malformed message is answered with an
 * error and nothing else happens: the connection and everybody else carry on.
 */
final class ClientSession implements MessageHandler, Subscriber {

    private static final System.Logger LOG = System.getLogger(ClientSession.class.getName());

    private final Host host;
    private final Connection connection;
    private final Handshake handshake;
    private final ChannelCommands channels;
    private final TerminalCommands terminalCommands;
    private volatile WireView view;
    private volatile String clientId;

    ClientSession(Host host, Connection connection) {
        this.host = host;
        this.connection = connection;
        this.handshake = new Handshake(host, this);
        this.channels = new ChannelCommands(host, this);
        this.terminalCommands = new TerminalCommands(host, this);
    }

    @Override
    public void onMessage(String text) {
        JsonNode message;
        try {
            message = Wire.MAPPER.readTree(text);
        } catch (JacksonException notJson) {
            send(Wire.error(null, ErrorCodes.PARSE_ERROR, "Parse error: " + notJson.getOriginalMessage(), null));
            return;
        }
        if (message == null || message.isMissingNode()) {
            send(Wire.error(null, ErrorCodes.PARSE_ERROR, "Parse error: the message is empty", null));
            return;
        }
        if (!message.isObject()) {
            send(Wire.error(null, ErrorCodes.INVALID_REQUEST,
                    "Invalid Request: expected one JSON-RPC object per frame (batches are not used)", null));
            return;
        }
        JsonNode id = message.get("id");
        if (id != null && !id.isString() && !id.isNumber() && !id.isNull()) {
            send(Wire.error(null, ErrorCodes.INVALID_REQUEST, "Invalid Request: id must be a string or a number", null));
            return;
        }
        if (!"2.0".equals(message.path("jsonrpc").asString(""))) {
            send(Wire.error(id, ErrorCodes.INVALID_REQUEST, "Invalid Request: jsonrpc must be \"2.0\"", null));
            return;
        }
        JsonNode method = message.get("method");
        if (method == null && (message.has("result") || message.has("error"))) {
            return; // a response to nothing this host asked
        }
        if (method == null || !method.isString()) {
            send(Wire.error(id, ErrorCodes.INVALID_REQUEST, "Invalid Request: method must be a string", null));
            return;
        }
        handle(method.asString(), message.get("params"), id);
    }

    private void handle(String method, JsonNode rawParams, JsonNode id) {
        try {
            Reply reply = route(method, Params.of(rawParams), id);
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

    private Reply route(String method, Params params, JsonNode id) {
        if (method.equals("ping")) {
            return Reply.NULL;
        }
        if (view == null) {
            return switch (method) {
                case "initialize" -> handshake.initialize(params, id);
                case "reconnect" -> handshake.reconnect(params, id);
                default -> throw new RpcError(ErrorCodes.METHOD_NOT_FOUND,
                        "Method not found: " + method + " (the connection is not initialized: send initialize first)");
            };
        }
        return switch (method) {
            case "initialize", "reconnect" -> throw new RpcError(ErrorCodes.INVALID_REQUEST,
                    "Invalid Request: the connection is already initialized");
            case "subscribe" -> channels.subscribe(params, id);
            case "unsubscribe" -> channels.unsubscribe(params);
            case "dispatchAction" -> channels.dispatch(params);
            case "createTerminal" -> terminalCommands.create(params);
            case "disposeTerminal" -> terminalCommands.dispose(params);
            default -> throw RpcError.methodNotFound(method);
        };
    }

    private void answer(JsonNode id, JsonNode result) {
        if (id != null) {
            send(Wire.result(id, result));
        }
    }

    private void fail(JsonNode id, String method, Throwable failure) {
        RpcError error;
        if (failure instanceof RpcError refused) {
            error = refused;
        } else {
            LOG.log(Level.ERROR, "Connection " + connection.id() + ": " + method + " failed", failure);
            error = new RpcError(ErrorCodes.INTERNAL_ERROR, "Internal error: " + failure);
        }
        if (id != null) {
            send(Wire.error(id, error.code(), error.getMessage(), error.data()));
        } else {
            LOG.log(Level.DEBUG, "Connection {0}: notification {1} refused: {2}", connection.id(), method,
                    error.getMessage());
        }
    }

    @Override
    public void onTooLarge(long length, long limit) {
        send(Wire.error(null, ErrorCodes.INVALID_REQUEST, "Invalid Request: the message is " + length
                + " characters long, over the limit of " + limit + "; nothing in it was read", null));
    }

    @Override
    public void onBinary(long length) {
        send(Wire.error(null, ErrorCodes.INVALID_REQUEST,
                "Invalid Request: binary frames are not used; send each JSON-RPC message as one text frame", null));
    }

    @Override
    public void onClosed() {
        host.forget(this);
    }

    @Override
    public WireView view() {
        return view;
    }

    @Override
    public void send(String message) {
        connection.send(message);
    }

    /** Makes the connection speak {@code negotiated} as {@code id}; call under the sequence lock. */
    void ready(String id, WireView negotiated) {
        clientId = id;
        view = negotiated;
    }

    /** The client id it initialized with, or null before. */
    String clientId() {
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
     * @throws RpcError PermissionDenied
     */
    void require(Grant grant) {
        if (!user().holds(grant)) {
            throw denied(grant);
        }
    }

    /** The refusal of {@code grant}. */
    RpcError denied(Grant grant) {
        return new RpcError(ErrorCodes.PERMISSION_DENIED,
                "Permission denied: the " + user().role().wireName() + " role does not hold " + grant.wireName());
    }
}
