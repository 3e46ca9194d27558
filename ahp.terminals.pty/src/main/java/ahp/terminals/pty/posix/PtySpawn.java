package ahp.terminals.pty.posix;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.util.Optional;

/**
 * Starts a program on a pseudoterminal's slave with glibc's {@code posix_spawn}, which does not
 * copy the JVM: its child shares the JVM's memory ({@code clone(CLONE_VM | CLONE_VFORK)}) until it
 * calls {@code execve}, so a start costs what the program's own start costs, not a copy of a large
 * process's mappings.
 *
 * <p>In the child, in this order (glibc runs {@code setsid} before the file actions since 2.26): the
 * child leads a new session ({@code POSIX_SPAWN_SETSID}); it opens the slave by its path onto
 * descriptor 0 without {@code O_NOCTTY}, which makes it the session's controlling terminal, and
 * duplicates it onto 1 and 2; it closes every other descriptor from 3 up
 * ({@code posix_spawn_file_actions_addclosefrom_np}, glibc 2.34), so nothing the JVM or another
 * library opened without close-on-exec reaches it (the master among them); where asked, it opens a
 * {@link ScratchFile} onto descriptor {@value ScratchFile#DESCRIPTOR}; it enters the directory
 * ({@code posix_spawn_file_actions_addchdir_np}, glibc 2.29); every signal is unblocked and at its
 * default action, so a JVM started with SIGINT ignored does not hand that on.
 */
public final class PtySpawn {

    private static final short POSIX_SPAWN_SETSIGDEF = 0x04;
    private static final short POSIX_SPAWN_SETSIGMASK = 0x08;
    private static final short POSIX_SPAWN_SETSID = 0x80;
    /** Room for {@code posix_spawn_file_actions_t} (80 bytes on 64-bit glibc) or {@code posix_spawnattr_t} (336). */
    private static final long OPAQUE_BYTES = 1024;
    /** Room for a {@code sigset_t} (128 bytes in glibc). */
    private static final long SIGSET_BYTES = 128;
    /** The two signals glibc keeps for its threads (its {@code SIGCANCEL} and {@code SIGSETXID}). */
    private static final int SIGCANCEL = 32;
    private static final int SIGSETXID = 33;
    /** No such file or directory: the program is not there. */
    public static final int ENOENT = 2;

    private static final MethodHandle SPAWN = Libc.find("posix_spawn",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    private static final MethodHandle ACTIONS_INIT = Libc.find("posix_spawn_file_actions_init", ints(ADDRESS));
    private static final MethodHandle ACTIONS_DESTROY = Libc.find("posix_spawn_file_actions_destroy", ints(ADDRESS));
    private static final MethodHandle ADD_OPEN = Libc.find("posix_spawn_file_actions_addopen",
            ints(ADDRESS, JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT));
    private static final MethodHandle ADD_DUP2 =
            Libc.find("posix_spawn_file_actions_adddup2", ints(ADDRESS, JAVA_INT, JAVA_INT));
    private static final Optional<MethodHandle> ADD_CLOSEFROM =
            Libc.findOptional("posix_spawn_file_actions_addclosefrom_np", ints(ADDRESS, JAVA_INT));
    private static final Optional<MethodHandle> ADD_CHDIR =
            Libc.findOptional("posix_spawn_file_actions_addchdir_np", ints(ADDRESS, ADDRESS));
    private static final MethodHandle ATTR_INIT = Libc.find("posix_spawnattr_init", ints(ADDRESS));
    private static final MethodHandle ATTR_DESTROY = Libc.find("posix_spawnattr_destroy", ints(ADDRESS));
    private static final MethodHandle ATTR_FLAGS = Libc.find("posix_spawnattr_setflags", ints(ADDRESS, JAVA_SHORT));
    private static final MethodHandle ATTR_MASK = Libc.find("posix_spawnattr_setsigmask", ints(ADDRESS, ADDRESS));
    private static final MethodHandle ATTR_DEFAULTS = Libc.find("posix_spawnattr_setsigdefault", ints(ADDRESS, ADDRESS));
    private static final MethodHandle SIGEMPTYSET = Libc.find("sigemptyset", ints(ADDRESS));
    private static final MethodHandle SIGFILLSET = Libc.find("sigfillset", ints(ADDRESS));
    private static final MethodHandle STRERROR = Libc.find("strerror", FunctionDescriptor.of(ADDRESS, JAVA_INT));

    private PtySpawn() {}

    /**
     * Whether this C library can start a child as described above: glibc 2.34 or later, on an
     * architecture whose terminal ioctls {@link Pseudoterminal} knows.
     */
    public static boolean available() {
        return ADD_CLOSEFROM.isPresent() && ADD_CHDIR.isPresent() && Pseudoterminal.supported();
    }

    /**
     * Starts {@code program} on the slave {@code slaveName}.
     *
     * @param program the program's absolute path (no search is made)
     * @param argv its argv, {@code argv[0]} included
     * @param environment its whole environment, as {@code NAME=value}
     * @param directory where it starts
     * @param slaveName the slave's path, which becomes its standard input, output, error and
     *     controlling terminal
     * @param scratchFolder where to make the child a {@link ScratchFile} on descriptor
     *     {@value ScratchFile#DESCRIPTOR}, or null for none (check {@link ScratchFile#usable} first:
     *     a folder where none can be made fails the start)
     * @return its pid
     * @throws SpawnFailure with the error number when it did not start (the program or the
     *     directory could not be used, or no resources); no child is left
     */
    public static int start(String program, List<String> argv, List<String> environment, String directory,
            String slaveName, String scratchFolder) throws SpawnFailure {
        if (!available()) {
            throw new IllegalStateException("posix_spawn onto a pseudoterminal needs glibc 2.34 or later");
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment actions = arena.allocate(OPAQUE_BYTES, 16);
            MemorySegment attributes = arena.allocate(OPAQUE_BYTES, 16);
            check("posix_spawn_file_actions_init", (int) ACTIONS_INIT.invokeExact(actions));
            try {
                check("posix_spawnattr_init", (int) ATTR_INIT.invokeExact(attributes));
                try {
                    describe(arena, actions, attributes, directory, slaveName, scratchFolder);
                    MemorySegment pid = arena.allocate(JAVA_INT);
                    int error = (int) SPAWN.invokeExact(pid, arena.allocateFrom(program), actions, attributes,
                            strings(arena, argv), strings(arena, environment));
                    check("posix_spawn", error);
                    return pid.get(JAVA_INT, 0);
                } finally {
                    int ignored = (int) ATTR_DESTROY.invokeExact(attributes);
                }
            } finally {
                int ignored = (int) ACTIONS_DESTROY.invokeExact(actions);
            }
        } catch (SpawnFailure failure) {
            throw failure;
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    private static void describe(Arena arena, MemorySegment actions, MemorySegment attributes, String directory,
            String slaveName, String scratchFolder) throws Throwable {
        check("addopen", (int) ADD_OPEN.invokeExact(actions, 0, arena.allocateFrom(slaveName), Libc.O_RDWR, 0));
        check("adddup2", (int) ADD_DUP2.invokeExact(actions, 0, 1));
        check("adddup2", (int) ADD_DUP2.invokeExact(actions, 0, 2));
        check("addclosefrom_np", (int) ADD_CLOSEFROM.orElseThrow().invokeExact(actions, 3));
        if (scratchFolder != null) {
            check("addopen", (int) ADD_OPEN.invokeExact(actions, ScratchFile.DESCRIPTOR, arena.allocateFrom(scratchFolder),
                    Libc.O_TMPFILE | Libc.O_RDWR, ScratchFile.MODE));
        }
        check("addchdir_np", (int) ADD_CHDIR.orElseThrow().invokeExact(actions, arena.allocateFrom(directory)));

        MemorySegment none = arena.allocate(SIGSET_BYTES, 8);
        check("sigemptyset", (int) SIGEMPTYSET.invokeExact(none));
        // Every signal at its default. glibc's sigfillset leaves out the two it keeps for itself (32
        // and 33), and its child would otherwise leave those ignored across execve: their bits are
        // set directly (a sigset_t is an array of unsigned longs, signal N at bit N - 1).
        MemorySegment all = arena.allocate(SIGSET_BYTES, 8);
        check("sigfillset", (int) SIGFILLSET.invokeExact(all));
        all.set(JAVA_LONG, 0, all.get(JAVA_LONG, 0) | 1L << (SIGCANCEL - 1) | 1L << (SIGSETXID - 1));
        check("setsigmask", (int) ATTR_MASK.invokeExact(attributes, none));
        check("setsigdefault", (int) ATTR_DEFAULTS.invokeExact(attributes, all));
        short flags = (short) (POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
        check("setflags", (int) ATTR_FLAGS.invokeExact(attributes, flags));
    }

    private static MemorySegment strings(Arena arena, List<String> values) {
        MemorySegment array = arena.allocate(ADDRESS, values.size() + 1L);
        for (int i = 0; i < values.size(); i++) {
            array.setAtIndex(ADDRESS, i, arena.allocateFrom(values.get(i)));
        }
        array.setAtIndex(ADDRESS, values.size(), MemorySegment.NULL);
        return array;
    }

    private static void check(String call, int error) throws SpawnFailure {
        if (error != 0) {
            throw new SpawnFailure(call, error, describe(error));
        }
    }

    /** The C library's words for error {@code error}. */
    private static String describe(int error) {
        try {
            MemorySegment text = (MemorySegment) STRERROR.invokeExact(error);
            return text.reinterpret(1024).getString(0);
        } catch (Throwable impossible) {
            return "errno " + error;
        }
    }

    private static FunctionDescriptor ints(MemoryLayout... arguments) {
        return FunctionDescriptor.of(JAVA_INT, arguments);
    }
}
