package ahp.terminals.pipes.posix;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.List;

/**
 * {@code posix_spawn} of a child that leads a session and a process group of its own
 * ({@code POSIX_SPAWN_SETSID}: its pid is its group's id, and it has no controlling terminal), with
 * its standard input and output on the descriptors given, every other descriptor closed, every
 * signal unblocked and at its default action, in the directory given.
 */
public final class Spawn {

    private static final short POSIX_SPAWN_SETSIGDEF = 0x04;
    private static final short POSIX_SPAWN_SETSIGMASK = 0x08;
    private static final short POSIX_SPAWN_SETSID = 0x80;
    /** {@code sizeof(posix_spawn_file_actions_t)} is 80 and {@code sizeof(posix_spawnattr_t)} 336 on
     *  64-bit glibc; both get more room than that. */
    private static final long OPAQUE_BYTES = 1024;
    private static final long SIGSET_BYTES = 128;
    private static final int SIGKILL = 9;
    private static final int SIGSTOP = 19;
    /** The last real-time signal on Linux ({@code SIGRTMAX}). */
    private static final int LAST_SIGNAL = 64;
    /** glibc's own signals: thread cancellation and set*id across threads. */
    private static final int SIGCANCEL = 32;
    private static final int SIGSETXID = 33;

    private Spawn() {}

    /**
     * Starts {@code program}.
     *
     * @param program the program's path (no search is made)
     * @param argv its argv, {@code argv[0]} included
     * @param environment its whole environment as {@code NAME=value}
     * @param directory where it starts
     * @param stdin the descriptor that becomes its standard input
     * @param output the descriptor that becomes both its standard output and its standard error
     * @return its pid
     * @throws PosixException when it could not be started: a directory that is not there, a program
     *     that cannot be run, or no resources to start it
     */
    public static int start(String program, List<String> argv, List<String> environment, String directory,
            int stdin, int output) throws PosixException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment actions = arena.allocate(OPAQUE_BYTES, 16);
            MemorySegment attributes = arena.allocate(OPAQUE_BYTES, 16);
            check("posix_spawn_file_actions_init", (int) Libc.FILE_ACTIONS_INIT.invokeExact(actions));
            try {
                check("posix_spawnattr_init", (int) Libc.ATTR_INIT.invokeExact(attributes));
                try {
                    describe(arena, actions, attributes, directory, stdin, output);
                    MemorySegment pid = arena.allocate(JAVA_INT);
                    int result = (int) Libc.POSIX_SPAWN.invokeExact(pid, arena.allocateFrom(program), actions,
                            attributes, strings(arena, argv), strings(arena, environment));
                    check("posix_spawn", result);
                    return pid.get(JAVA_INT, 0);
                } finally {
                    int ignored = (int) Libc.ATTR_DESTROY.invokeExact(attributes);
                }
            } finally {
                int ignored = (int) Libc.FILE_ACTIONS_DESTROY.invokeExact(actions);
            }
        } catch (PosixException failure) {
            throw failure;
        } catch (Throwable unexpected) {
            throw new IllegalStateException(unexpected);
        }
    }

    private static void describe(Arena arena, MemorySegment actions, MemorySegment attributes, String directory,
            int stdin, int output) throws Throwable {
        check("adddup2", (int) Libc.FILE_ACTIONS_ADDDUP2.invokeExact(actions, stdin, 0));
        check("adddup2", (int) Libc.FILE_ACTIONS_ADDDUP2.invokeExact(actions, output, 1));
        check("adddup2", (int) Libc.FILE_ACTIONS_ADDDUP2.invokeExact(actions, output, 2));
        if (Libc.FILE_ACTIONS_ADDCLOSEFROM.isPresent()) {
            // Descriptors other libraries opened without close-on-exec (another terminal's pty)
            // must not leak into the shell, or their other ends would never see an end of file.
            MethodHandle closeFrom = Libc.FILE_ACTIONS_ADDCLOSEFROM.get();
            check("addclosefrom_np", (int) closeFrom.invokeExact(actions, 3));
        }
        check("addchdir_np", (int) Libc.FILE_ACTIONS_ADDCHDIR.invokeExact(actions, arena.allocateFrom(directory)));

        MemorySegment none = arena.allocate(SIGSET_BYTES, 8);
        check("sigemptyset", (int) Libc.SIGEMPTYSET.invokeExact(none));
        MemorySegment standard = arena.allocate(SIGSET_BYTES, 8);
        check("sigemptyset", (int) Libc.SIGEMPTYSET.invokeExact(standard));
        for (int signal = 1; signal <= LAST_SIGNAL; signal++) {
            if (signal != SIGKILL && signal != SIGSTOP && signal != SIGCANCEL && signal != SIGSETXID) {
                check("sigaddset", (int) Libc.SIGADDSET.invokeExact(standard, signal));
            }
        }
        // glibc's sigaddset refuses the two signals it keeps for itself (32 and 33), and its child
        // would otherwise leave them ignored across execve: their bits are set directly (a sigset_t
        // is an array of unsigned longs, signal N at bit N - 1).
        standard.set(JAVA_LONG, 0, standard.get(JAVA_LONG, 0) | 1L << (SIGCANCEL - 1) | 1L << (SIGSETXID - 1));
        // A JVM started where SIGINT is ignored (a background job) would hand that on, and ^C would
        // then stop nothing: every signal starts at its default action, none blocked.
        check("setsigmask", (int) Libc.ATTR_SETSIGMASK.invokeExact(attributes, none));
        check("setsigdefault", (int) Libc.ATTR_SETSIGDEFAULT.invokeExact(attributes, standard));
        short flags = (short) (POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
        check("setflags", (int) Libc.ATTR_SETFLAGS.invokeExact(attributes, flags));
    }

    private static MemorySegment strings(Arena arena, List<String> values) {
        MemorySegment array = arena.allocate(ADDRESS, values.size() + 1L);
        for (int i = 0; i < values.size(); i++) {
            array.setAtIndex(ADDRESS, i, arena.allocateFrom(values.get(i)));
        }
        array.setAtIndex(ADDRESS, values.size(), MemorySegment.NULL);
        return array;
    }

    private static void check(String call, int result) throws PosixException {
        if (result != 0) {
            throw new PosixException(call, result);
        }
    }
}
