package ahp.terminals.pty.posix;

import java.lang.foreign.Arena;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An unnamed file a child starts with on a descriptor of its own: opened with {@code O_TMPFILE} in a
 * folder, mode 600, never linked into it, so no other process can open it by a name and nothing is
 * left behind when the child's last descriptor of it closes. The child's shell integration keeps
 * text there that it would otherwise read through a fork ({@code docs/shell-integration.md}).
 *
 * <p>Whether a folder's file system makes such files is tried once per folder, in this process: a
 * file action that fails would fail the child's whole start.
 */
public final class ScratchFile {

    /** The descriptor the child finds it on. */
    public static final int DESCRIPTOR = 3;
    /** Its mode: its owner's only. */
    static final int MODE = 0600;

    private static final Map<String, Boolean> USABLE = new ConcurrentHashMap<>();

    private ScratchFile() {}

    /** Whether a scratch file can be made in {@code folder} (tried once). */
    public static boolean usable(String folder) {
        return USABLE.computeIfAbsent(folder, ScratchFile::tryOnce);
    }

    /** {@code folder} is tried again next time (a start with a scratch file there failed). */
    public static void forget(String folder) {
        USABLE.remove(folder);
    }

    private static boolean tryOnce(String folder) {
        try (Arena arena = Arena.ofConfined()) {
            int fd = Libc.open(new CallState(arena), arena.allocateFrom(folder),
                    Libc.O_TMPFILE | Libc.O_RDWR | Libc.O_CLOEXEC, MODE);
            if (fd < 0) {
                return false;
            }
            Libc.close(fd);
            return true;
        }
    }
}
