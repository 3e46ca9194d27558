package ahp.server.resources;

import ahp.protocol.Channels;
import ahp.protocol.Json;
import ahp.protocol.command.ResourceRequestParams;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcError;
import ahp.protocol.jsonrpc.RpcException;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resourceRequest}: grants what the person's {@link Reach} already gives, never more. Read is
 * granted where their reach reads content, write where it writes (and their role holds
 * {@code resource:write}); the path is taken as the file system resolves it ({@link ResolvedPath#target},
 * so a link or {@code ..} leading out is refused) and whether it exists is never said: a file not
 * there yet inside the reach is granted, one outside refused. A refusal is {@code -32009} whose
 * {@code data.request} ({@code PermissionDeniedErrorData}) is the access that was needed: the
 * request's channel and URI with the flags it asked. Nothing is remembered: every later operation is
 * checked again, as the spec allows ("receivers MAY rescind access at any time").
 */
final class ResourceRequests {

    private ResourceRequests() {}

    static ObjectNode request(ResourceRequestParams params, Reach reach, boolean roleWrites) {
        if (!Channels.ROOT.equals(params.channel())) {
            throw ResourceErrors.invalid("channel", "must be " + Channels.ROOT + " for the resource methods");
        }
        String uri = params.uri();
        ResolvedPath path = ResolvedPath.target(uri, FileUris.path(uri, "uri"));
        boolean read = params.wantsRead();
        boolean write = params.wantsWrite();
        try {
            if (read) {
                reach.requireRead(path);
            }
            if (write) {
                if (!roleWrites) {
                    throw new RpcException(ErrorCode.PERMISSION_DENIED,
                            "Permission denied: this role does not hold resource:write");
                }
                reach.requireWrite(path);
            }
        } catch (RpcException denied) {
            ObjectNode request = Json.MAPPER.createObjectNode().put("channel", Channels.ROOT).put("uri", uri)
                    .put("read", read).put("write", write);
            ObjectNode data = Json.MAPPER.createObjectNode().set("request", request);
            throw new RpcException(new RpcError(denied.error().code(), denied.error().message(), data));
        }
        return Json.MAPPER.createObjectNode();
    }
}
