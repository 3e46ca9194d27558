package ahp.server.resources;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;

/**
 * What a {@code -32008} NotFound says is missing, in VS Code's words, which its clients match on:
 * the content a read wanted, the resource a resolve, delete or watch named, the directory a listing
 * named, the source of a copy or move, the parent directory of a write. The words are VS Code's
 * agent host's ({@code src/vs/platform/agentHost/node/agentService.ts}), as its test
 * {@code src/vs/platform/agentHost/test/node/protocol/resourceOperations.integrationTest.ts}
 * matches them ({@code /content not found/i}, {@code /resource not found/i}, ...); the URI follows.
 */
enum Missing {
    /** A file {@code resourceRead} would read: "Content not found". */
    CONTENT("Content"),
    /** What {@code resourceResolve}, {@code resourceDelete} or {@code createResourceWatch} names: "Resource not found". */
    RESOURCE("Resource"),
    /** The folder {@code resourceList} would list: "Directory not found". */
    DIRECTORY("Directory"),
    /** The source of {@code resourceCopy} or {@code resourceMove}: "Source not found". */
    SOURCE("Source"),
    /** The folder {@code resourceWrite} would write in: "Parent directory not found". */
    PARENT("Parent directory");

    private final String what;

    Missing(String what) {
        this.what = what;
    }

    /** {@code -32008}: nothing is at {@code uri}. */
    RpcException at(String uri) {
        return new RpcException(ErrorCode.NOT_FOUND, what + " not found: " + uri);
    }
}
