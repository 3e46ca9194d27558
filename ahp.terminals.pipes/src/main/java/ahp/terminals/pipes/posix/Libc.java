package ahp.terminals.pipes.posix;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.util.Optional;

/**
 * The C library's functions this binding calls, bound once. Functions that report failure through
 * {@code errno} are bound to capture it, so no other call can overwrite it first.
 */
@SuppressWarnings("restricted") // binding native functions is what this class is for
final class Libc {

    private static final Linker LINKER = Linker.nativeLinker();
    private static final StructLayout CALL_STATE = Linker.Option.captureStateLayout();
    private static final VarHandle ERRNO = CALL_STATE.varHandle(MemoryLayout.PathElement.groupElement("errno"));

    static final MethodHandle PIPE2 = withErrno("pipe2", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
    static final MethodHandle READ = withErrno("read", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG));
    static final MethodHandle WRITE = withErrno("write", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG));
    static final MethodHandle CLOSE = withErrno("close", FunctionDescriptor.of(JAVA_INT, JAVA_INT));
    static final MethodHandle POLL = withErrno("poll", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT));
    static final MethodHandle KILL = withErrno("kill", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT));
    static final MethodHandle WAITID =
            withErrno("waitid", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT));

    static final MethodHandle POSIX_SPAWN = plain("posix_spawn",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    static final MethodHandle FILE_ACTIONS_INIT = plain("posix_spawn_file_actions_init", intOf(ADDRESS));
    static final MethodHandle FILE_ACTIONS_DESTROY = plain("posix_spawn_file_actions_destroy", intOf(ADDRESS));
    static final MethodHandle FILE_ACTIONS_ADDDUP2 =
            plain("posix_spawn_file_actions_adddup2", intOf(ADDRESS, JAVA_INT, JAVA_INT));
    static final MethodHandle FILE_ACTIONS_ADDCHDIR =
            plain("posix_spawn_file_actions_addchdir_np", intOf(ADDRESS, ADDRESS));
    /** glibc 2.34 and later: close every descriptor from a number up, in the child. */
    static final Optional<MethodHandle> FILE_ACTIONS_ADDCLOSEFROM =
            optional("posix_spawn_file_actions_addclosefrom_np", intOf(ADDRESS, JAVA_INT));
    static final MethodHandle ATTR_INIT = plain("posix_spawnattr_init", intOf(ADDRESS));
    static final MethodHandle ATTR_DESTROY = plain("posix_spawnattr_destroy", intOf(ADDRESS));
    static final MethodHandle ATTR_SETFLAGS = plain("posix_spawnattr_setflags", intOf(ADDRESS, JAVA_SHORT));
    static final MethodHandle ATTR_SETSIGMASK = plain("posix_spawnattr_setsigmask", intOf(ADDRESS, ADDRESS));
    static final MethodHandle ATTR_SETSIGDEFAULT = plain("posix_spawnattr_setsigdefault", intOf(ADDRESS, ADDRESS));
    static final MethodHandle SIGEMPTYSET = plain("sigemptyset", intOf(ADDRESS));
    static final MethodHandle SIGADDSET = plain("sigaddset", intOf(ADDRESS, JAVA_INT));

    static final MethodHandle STRERROR = plain("strerror", FunctionDescriptor.of(ADDRESS, JAVA_INT));
    /** glibc 2.32 and later: a signal's abbreviation ({@code "INT"}). */
    static final Optional<MethodHandle> SIGABBREV_NP = optional("sigabbrev_np", FunctionDescriptor.of(ADDRESS, JAVA_INT));

    private Libc() {}

    /** Binds every function (the first use of this class does); fails with the one that is missing. */
    static void bind() {
        // Nothing more to do: the static fields above are bound when the class initializes.
    }

    /** Room for one call's captured {@code errno}. */
    static MemorySegment callState(Arena arena) {
        return arena.allocate(CALL_STATE);
    }

    /** The {@code errno} a call captured. */
    static int errno(MemorySegment callState) {
        return (int) ERRNO.get(callState, 0L);
    }

    private static FunctionDescriptor intOf(MemoryLayout... arguments) {
        return FunctionDescriptor.of(JAVA_INT, arguments);
    }

    private static MethodHandle withErrno(String name, FunctionDescriptor descriptor) {
        return LINKER.downcallHandle(find(name), descriptor, Linker.Option.captureCallState("errno"));
    }

    private static MethodHandle plain(String name, FunctionDescriptor descriptor) {
        return LINKER.downcallHandle(find(name), descriptor);
    }

    private static Optional<MethodHandle> optional(String name, FunctionDescriptor descriptor) {
        return LINKER.defaultLookup().find(name).map(symbol -> LINKER.downcallHandle(symbol, descriptor));
    }

    private static MemorySegment find(String name) {
        return LINKER.defaultLookup().find(name)
                .orElseThrow(() -> new UnsatisfiedLinkError("the C library has no " + name));
    }
}
