package ahp.server.sessions;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A session's working directories as a client names them: {@code file:} URIs or absolute paths. */
final class WorkingDirectories {

    private WorkingDirectories() {}

    /** The working directories as {@code file:} URIs; each a {@code file:} URI or an absolute path. */
    static List<String> of(List<String> given) {
        List<String> folders = new ArrayList<>();
        for (String folder : given == null ? List.<String>of() : given) {
            try {
                Path path = folder.regionMatches(true, 0, "file:", 0, 5) ? Path.of(new URI(folder)) : Path.of(folder);
                if (!path.isAbsolute()) {
                    throw new IllegalArgumentException("not absolute");
                }
                folders.add(path.normalize().toUri().toString());
            } catch (Exception unusable) {
                throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.workingDirectories' holds "
                        + folder + ", which is neither a file: URI nor an absolute path");
            }
        }
        return List.copyOf(folders);
    }
}
