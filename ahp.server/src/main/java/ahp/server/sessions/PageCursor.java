package ahp.server.sessions;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;

/** The opaque cursor of {@code listSessions}: where the next page starts. */
final class PageCursor {

    private static final String PREFIX = "after:";

    private PageCursor() {}

    static String of(int offset) {
        return PREFIX + offset;
    }

    /**
     * Where a page starts: 0 without a cursor.
     *
     * @throws RpcException {@code -32602} for a cursor this host did not give
     */
    static int offset(String cursor) {
        if (cursor == null) {
            return 0;
        }
        try {
            if (cursor.startsWith(PREFIX)) {
                int offset = Integer.parseInt(cursor.substring(PREFIX.length()));
                if (offset >= 0) {
                    return offset;
                }
            }
        } catch (NumberFormatException notOurs) {
            // falls through to the refusal
        }
        throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.cursor' is not a cursor this host gave");
    }
}
