package ahp.server.resources;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The folders one person's operations may touch, at three levels: <em>see</em> (a file's kind, size
 * and times, a folder's names: {@code resourceResolve}, {@code resourceList}), <em>read</em> (content:
 * {@code resourceRead}, watches) and <em>write</em>. Every root is a real path (resolved when the
 * reach is made; a root that does not exist reaches nothing), and every path asked about must be a real
 * path too ({@link ResolvedPath}), so a link or a {@code ..} cannot lead out of a root. The daemon's
 * own secrets are outside every reach but the owner's.
 */
public final class Reach {

    private final boolean everywhere;
    private final List<Path> see;
    private final List<Path> read;
    private final List<Path> write;
    private final List<Path> secrets;
    private final String description;

    private Reach(boolean everywhere, List<Path> see, List<Path> read, List<Path> write, List<Path> secrets,
            String description) {
        this.everywhere = everywhere;
        this.see = see;
        this.read = read;
        this.write = write;
        this.secrets = secrets;
        this.description = description;
    }

    /** Everything the daemon's user can reach: the owner's. */
    public static Reach everywhere() {
        return new Reach(true, List.of(), List.of(), List.of(), List.of(), "what the daemon's user can reach");
    }

    /** Nothing at all. */
    public static Reach nothing() {
        return new Reach(false, List.of(), List.of(), List.of(), List.of(), "what this role may reach (nothing)");
    }

    /**
     * A member's: sees {@code seen} and {@code workingDirectories}, reads and writes within
     * {@code workingDirectories}; never within {@code secrets}.
     */
    public static Reach member(Collection<Path> seen, Collection<Path> workingDirectories, Collection<Path> secrets) {
        List<Path> folders = real(workingDirectories);
        List<Path> visible = new ArrayList<>(real(seen));
        visible.addAll(folders);
        return new Reach(false, List.copyOf(visible), folders, folders, real(secrets),
                "a member's reach (the sessions' working directories; the daemon's home folder for names only)");
    }

    /** Whether {@code real} may be seen. */
    boolean maySee(Path real) {
        return allowed(real, see);
    }

    /** Whether the content of {@code real} may be read. */
    boolean mayRead(Path real) {
        return allowed(real, read);
    }

    /** Whether {@code real} may be written, made or removed. */
    boolean mayWrite(Path real) {
        return allowed(real, write);
    }

    /** Whether {@code real} is one of the roots a member writes in (never itself removed or moved). */
    boolean isWriteRoot(Path real) {
        return !everywhere && write.contains(real);
    }

    /** @throws ahp.protocol.jsonrpc.RpcException {@code -32009} unless {@code path} may be seen */
    void requireSee(ResolvedPath path) {
        if (!maySee(path.real())) {
            throw ResourceErrors.outside(path.uri(), description);
        }
    }

    /** @throws ahp.protocol.jsonrpc.RpcException {@code -32009} unless {@code path} may be read */
    void requireRead(ResolvedPath path) {
        if (!mayRead(path.real())) {
            throw ResourceErrors.outside(path.uri(), description + " for reading");
        }
    }

    /** @throws ahp.protocol.jsonrpc.RpcException {@code -32009} unless {@code path} may be written */
    void requireWrite(ResolvedPath path) {
        if (!mayWrite(path.real())) {
            throw ResourceErrors.outside(path.uri(), description + " for writing");
        }
    }

    private boolean allowed(Path real, List<Path> roots) {
        if (everywhere) {
            return true;
        }
        for (Path secret : secrets) {
            if (real.startsWith(secret)) {
                return false;
            }
        }
        for (Path root : roots) {
            if (real.startsWith(root)) {
                return true;
            }
        }
        return false;
    }

    private static List<Path> real(Collection<Path> paths) {
        List<Path> real = new ArrayList<>();
        for (Path path : paths) {
            try {
                real.add(path.toRealPath());
            } catch (IOException | RuntimeException gone) {
                // a folder that is not there reaches nothing
            }
        }
        return List.copyOf(real);
    }
}
