package ahp.terminals.pty.posix;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.Optional;

/**
 * The libc calls this binding makes itself, on Linux (x86-64, aarch64, riscv64, ppc64le, whose
 * numbers below are the same). Every call that can fail records {@code errno} into the
 * {@link CallState} it is given, so a thread reads its own error rather than one JNA or another
 * thread left behind.
 */
public final class Libc {

    /** Interrupted system call. */
    public static final int EINTR = 4;
    /** Input/output error: what a pseudoterminal master reads once every slave is closed. */
    public static final int EIO = 5;
    /** No child process to wait for. */
    public static final int ECHILD = 10;
    /** Try again: a non-blocking descriptor has nothing to give or take now. */
    public static final int EAGAIN = 11;
    /** No such process. */
    public static final int ESRCH = 3;

    /** {@code fcntl} command: read the file status flags. */
    public static final int F_GETFL = 3;
    /** {@code fcntl} command: set the file status flags. */
    public static final int F_SETFL = 4;
    /** Non-blocking I/O on a file description. */
    public static final int O_NONBLOCK = 0x800;
    /** {@code open} flag: read and write. */
    public static final int O_RDWR = 2;
    /** {@code open} flag: do not make the terminal the caller's controlling terminal. */
    public static final int O_NOCTTY = 0x100;
    /** {@code open} flag: close on exec. */
    public static final int O_CLOEXEC = 0x80000;
    /**
     * {@code O_TMPFILE}: an unnamed file in the folder opened, never linked into it: {@code __O_TMPFILE}
     * with {@code O_DIRECTORY}, whose value aarch64 and ppc64le set apart from the generic one.
     */
    public static final int O_TMPFILE = 0x400000 | switch (System.getProperty("os.arch", "").toLowerCase(java.util.Locale.ROOT)) {
        case "aarch64", "ppc64le" -> 0x4000;
        default -> 0x10000;
    };
    /** {@code eventfd} flag: close on exec. */
    public static final int EFD_CLOEXEC = 0x80000;
    /** {@code eventfd} flag: non-blocking. */
    public static final int EFD_NONBLOCK = 0x800;
    /** {@code waitid} id type: one process id. */
    public static final int P_PID = 1;
    /** {@code waitid} option: wait for an exit. */
    public static final int WEXITED = 4;
    /** {@code waitid} option: leave the child waitable (do not reap it). */
    public static final int WNOWAIT = 0x01000000;
    /** Function not implemented: a system call this kernel does not have. */
    public static final int ENOSYS = 38;
    /** {@code pidfd_open}'s number in the generic system-call table (every architecture above). */
    private static final long SYS_PIDFD_OPEN = 434;
    /** {@code epoll_pwait2}'s number, the same on every architecture (Linux 5.11). */
    private static final long SYS_EPOLL_PWAIT2 = 441;

    private static final Linker LINKER = Linker.nativeLinker();
    /** Captures {@code errno} into the call's {@link CallState}. */
    static final Linker.Option ERRNO = Linker.Option.captureCallState("errno");

    private static final MethodHandle READ =
            find("read", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG), ERRNO);
    private static final MethodHandle WRITE =
            find("write", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG), ERRNO);
    private static final MethodHandle EPOLL_CREATE1 =
            find("epoll_create1", FunctionDescriptor.of(JAVA_INT, JAVA_INT), ERRNO);
    private static final MethodHandle EPOLL_CTL =
            find("epoll_ctl", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS), ERRNO);
    private static final MethodHandle EPOLL_WAIT =
            find("epoll_wait", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT), ERRNO);
    private static final MethodHandle OPEN = find("open",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT), ERRNO, Linker.Option.firstVariadicArg(2));
    private static final MethodHandle CLOSE = find("close", FunctionDescriptor.of(JAVA_INT, JAVA_INT));
    private static final MethodHandle KILL =
            find("kill", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT), ERRNO);
    private static final MethodHandle WAITPID =
            find("waitpid", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT), ERRNO);
    private static final MethodHandle WAITID =
            find("waitid", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT), ERRNO);
    private static final MethodHandle EVENTFD =
            find("eventfd", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT), ERRNO);
    private static final MethodHandle FCNTL = find("fcntl",
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT), ERRNO, Linker.Option.firstVariadicArg(2));
    private static final MethodHandle SYSCALL2 = find("syscall",
            FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG), ERRNO, Linker.Option.firstVariadicArg(1));
    private static final MethodHandle SYSCALL6 = find("syscall",
            FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG),
            ERRNO, Linker.Option.firstVariadicArg(1));

    private Libc() {}

    /** Binds the C library's {@code name}; fails with the name when the library has none. */
    @SuppressWarnings("restricted") // The module is granted native access (see module-info).
    static MethodHandle find(String name, FunctionDescriptor descriptor, Linker.Option... options) {
        MemorySegment symbol = LINKER.defaultLookup().find(name)
                .orElseThrow(() -> new UnsatisfiedLinkError("the C library has no " + name));
        return LINKER.downcallHandle(symbol, descriptor, options);
    }

    /** Binds the C library's {@code name} where it has one (a function of a newer glibc). */
    @SuppressWarnings("restricted") // The module is granted native access (see module-info).
    static Optional<MethodHandle> findOptional(String name, FunctionDescriptor descriptor, Linker.Option... options) {
        return LINKER.defaultLookup().find(name).map(symbol -> LINKER.downcallHandle(symbol, descriptor, options));
    }

    /** {@code read(2)}: bytes read, 0 at end, or -1 with {@code errno} in {@code state}. */
    public static long read(CallState state, int fd, MemorySegment buffer, long length) {
        try {
            return (long) READ.invokeExact(state.segment(), fd, buffer, length);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code write(2)}: bytes written, or -1 with {@code errno} in {@code state}. */
    public static long write(CallState state, int fd, MemorySegment buffer, long length) {
        try {
            return (long) WRITE.invokeExact(state.segment(), fd, buffer, length);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code epoll_create1(2)}: a new epoll instance, or -1. */
    public static int epollCreate1(CallState state, int flags) {
        try {
            return (int) EPOLL_CREATE1.invokeExact(state.segment(), flags);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code epoll_ctl(2)} with the {@code struct epoll_event} at {@code event} (unused by a delete). */
    public static int epollCtl(CallState state, int epfd, int op, int fd, MemorySegment event) {
        try {
            return (int) EPOLL_CTL.invokeExact(state.segment(), epfd, op, fd, event);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code epoll_wait(2)} into {@code maxEvents} {@code struct epoll_event}s at {@code events}. */
    public static int epollWait(CallState state, int epfd, MemorySegment events, int maxEvents, int timeoutMillis) {
        try {
            return (int) EPOLL_WAIT.invokeExact(state.segment(), epfd, events, maxEvents, timeoutMillis);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /**
     * {@code epoll_pwait2(2)}: {@link #epollWait} with the timeout a {@code struct timespec} at
     * {@code timeout}, to the nanosecond, and no signal mask. Fails with {@link #ENOSYS} on kernels
     * before 5.11.
     */
    public static int epollPwait2(CallState state, int epfd, MemorySegment events, int maxEvents, MemorySegment timeout) {
        try {
            return (int) (long) SYSCALL6.invokeExact(state.segment(), SYS_EPOLL_PWAIT2, (long) epfd, events.address(),
                    (long) maxEvents, timeout.address(), 0L, 0L);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code open(2)} of the NUL-terminated path at {@code path}, with no mode. */
    public static int open(CallState state, MemorySegment path, int flags) {
        try {
            return (int) OPEN.invokeExact(state.segment(), path, flags, 0);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code open(2)} with a {@code mode} for a file it creates: a descriptor, or -1 with {@code errno} in {@code state}. */
    public static int open(CallState state, MemorySegment path, int flags, int mode) {
        try {
            return (int) OPEN.invokeExact(state.segment(), path, flags, mode);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code close(2)}; the result is ignored by every caller, so no {@code errno} is kept. */
    public static int close(int fd) {
        try {
            return (int) CLOSE.invokeExact(fd);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code kill(2)}: a negative {@code pid} names a process group. */
    public static int kill(CallState state, int pid, int signal) {
        try {
            return (int) KILL.invokeExact(state.segment(), pid, signal);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code waitpid(2)}: the raw wait status goes into the int at {@code status}. */
    public static int waitpid(CallState state, int pid, MemorySegment status, int options) {
        try {
            return (int) WAITPID.invokeExact(state.segment(), pid, status, options);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code waitid(2)} into a {@code siginfo_t} of 128 bytes at {@code info}. */
    public static int waitid(CallState state, int idType, int id, MemorySegment info, int options) {
        try {
            return (int) WAITID.invokeExact(state.segment(), idType, id, info, options);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code eventfd(2)}. */
    public static int eventfd(CallState state, int initialValue, int flags) {
        try {
            return (int) EVENTFD.invokeExact(state.segment(), initialValue, flags);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code fcntl(2)} with one int argument. */
    public static int fcntl(CallState state, int fd, int command, int argument) {
        try {
            return (int) FCNTL.invokeExact(state.segment(), fd, command, argument);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** {@code pidfd_open(2)}: a descriptor that polls readable once {@code pid} has exited, or -1. */
    public static int pidfdOpen(CallState state, int pid) {
        try {
            return (int) (long) SYSCALL2.invokeExact(state.segment(), SYS_PIDFD_OPEN, (long) pid, 0L);
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }
}
