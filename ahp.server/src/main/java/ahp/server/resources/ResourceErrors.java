package ahp.server.resources;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** The JSON-RPC error a failed file operation answers, with the file it concerns in words. */
final class ResourceErrors {

    private ResourceErrors() {}

    /** {@code -32602} naming {@code field}. */
    static RpcException invalid(String field, String why) {
        return new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params." + field + "' " + why);
    }

    /** {@code -32009}: {@code uri} is outside what the person may reach. */
    static RpcException outside(String uri, String reach) {
        return new RpcException(ErrorCode.PERMISSION_DENIED, "Permission denied: " + uri + " is outside " + reach);
    }

    /** {@code -32010}: something is at {@code uri} already. */
    static RpcException exists(String uri) {
        return new RpcException(ErrorCode.ALREADY_EXISTS, "Already exists: " + uri);
    }

    /**
     * {@code -32010} for {@code resourceMkdir}: a file is at {@code uri}, where a folder should be. In
     * VS Code's words ("not a directory"), as its test "resourceMkdir rejects an existing file"
     * (resourceOperations.integrationTest.ts) matches them.
     */
    static RpcException notADirectory(String uri) {
        return new RpcException(ErrorCode.ALREADY_EXISTS, "Already exists and is not a directory: " + uri);
    }

    /** What {@code failure}, met while working on {@code uri}, answers; a missing file is {@code missing}. */
    static RpcException of(IOException failure, String uri, Missing missing) {
        return switch (failure) {
            case NoSuchFileException ignored -> missing.at(uri);
            case FileAlreadyExistsException ignored -> exists(uri);
            case AccessDeniedException ignored -> new RpcException(ErrorCode.PERMISSION_DENIED,
                    "Permission denied: the daemon's user may not do this to " + uri);
            case DirectoryNotEmptyException ignored -> new RpcException(ErrorCode.INVALID_PARAMS,
                    "Invalid params: " + uri + " is a folder that is not empty");
            case NotDirectoryException ignored -> new RpcException(ErrorCode.INVALID_PARAMS,
                    "Invalid params: " + uri + " is not a directory");
            case FileSystemException system -> new RpcException(ErrorCode.INTERNAL_ERROR,
                    "Internal error: " + uri + ": " + (system.getReason() == null ? system.getMessage() : system.getReason()));
            default -> new RpcException(ErrorCode.INTERNAL_ERROR, "Internal error: " + uri + ": " + failure.getMessage());
        };
    }
}
