package ahp.server.host;

import ahp.protocol.command.CreateChatParams;
import ahp.protocol.command.CreateSessionParams;
import ahp.protocol.command.DisposeChatParams;
import ahp.protocol.command.DisposeSessionParams;
import ahp.protocol.command.FetchTurnsParams;
import ahp.protocol.command.ListSessionsParams;
import ahp.protocol.Json;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.server.auth.Grant;

/**
 * {@code createSession}, {@code disposeSession}, {@code listSessions}, {@code createChat},
 * {@code disposeChat} and {@code fetchTurns}: each checked against its grant before its params, like
 * every request, then handed to the host's sessions.
 */
final class SessionCommands {

    private final Host host;

    SessionCommands(Host host) {
        this.host = host;
    }

    /** The grant {@code method} needs, or null when it is not one of these. */
    static Grant grant(String method) {
        return switch (method) {
            case "createSession", "createChat" -> Grant.SESSION_CREATE;
            case "disposeSession", "disposeChat" -> Grant.SESSION_DISPOSE;
            case "listSessions" -> Grant.SESSION_READ;
            case "fetchTurns" -> Grant.CHAT_READ;
            case "vscode/stopBackgroundWork" -> Grant.TERMINAL_INPUT;
            case "ahpd/listTools" -> Grant.SESSION_READ;
            case "ahpd/callTool" -> Grant.CHAT_SEND;
            default -> null;
        };
    }

    Reply create(CreateSessionParams params) {
        host.sessions().create(params);
        return Reply.NULL;
    }

    Reply dispose(DisposeSessionParams params) {
        host.sessions().dispose(params.channel());
        return Reply.NULL;
    }

    Reply list(ListSessionsParams params) {
        if (!ahp.protocol.Channels.ROOT.equals(params.channel())) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.channel' must be "
                    + ahp.protocol.Channels.ROOT + " for listSessions");
        }
        if (params.limit() != null && params.limit() < 1) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.limit' must be at least 1");
        }
        return new Reply.Now(host.sessions().list(params.limit(), params.cursor()));
    }

    Reply createChat(CreateChatParams params) {
        host.sessions().createChat(params);
        return Reply.NULL;
    }

    Reply disposeChat(DisposeChatParams params) {
        host.sessions().disposeChat(params.channel());
        return Reply.NULL;
    }

    Reply stopBackgroundWork(ahp.protocol.command.StopBackgroundWorkParams params) {
        host.sessions().stopBackgroundWork(params.channel(), params.id());
        return Reply.NULL;
    }

    Reply fetchTurns(FetchTurnsParams params) {
        host.sessions().fetchTurns(params.channel(), params.cursor());
        return new Reply.Now(Json.MAPPER.createObjectNode());
    }
}
