package ahp.terminals.pty.posix;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.Locale;

/**
 * A pseudoterminal pair opened through the C library ({@code posix_openpt}, {@code grantpt},
 * {@code unlockpt}, {@code ptsname_r}), and its window size set with {@code ioctl(TIOCSWINSZ)}.
 * The master is close-on-exec and is not this process's controlling terminal; the slave is only
 * named here, for the child to open.
 *
 * @param master the master's descriptor
 * @param slaveName the slave's path ({@code /dev/pts/N})
 */
public record Pseudoterminal(int master, String slaveName) {

    /** {@code TIOCSWINSZ} where the kernel uses the generic ioctl numbers (x86-64, aarch64, riscv64). */
    private static final long TIOCSWINSZ = 0x5414;
    private static final int SLAVE_NAME_BYTES = 128;

    private static final MethodHandle POSIX_OPENPT =
            Libc.find("posix_openpt", FunctionDescriptor.of(JAVA_INT, JAVA_INT), Libc.ERRNO);
    private static final MethodHandle GRANTPT = Libc.find("grantpt", FunctionDescriptor.of(JAVA_INT, JAVA_INT), Libc.ERRNO);
    private static final MethodHandle UNLOCKPT = Libc.find("unlockpt", FunctionDescriptor.of(JAVA_INT, JAVA_INT), Libc.ERRNO);
    /** Returns an error number itself rather than setting {@code errno}. */
    private static final MethodHandle PTSNAME_R =
            Libc.find("ptsname_r", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, JAVA_LONG));
    private static final MethodHandle IOCTL = Libc.find("ioctl",
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_LONG, ADDRESS), Libc.ERRNO, Linker.Option.firstVariadicArg(2));

    /** Whether {@code TIOCSWINSZ} has the number above on this machine's architecture. */
    public static boolean supported() {
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        return arch.equals("amd64") || arch.equals("x86_64") || arch.equals("aarch64") || arch.equals("riscv64");
    }

    /**
     * Opens a new pair, the window {@code cols} by {@code rows} before anything reads it.
     *
     * @throws IOException with the call that failed and its {@code errno}; nothing is left open
     */
    public static Pseudoterminal open(int cols, int rows) throws IOException {
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            int master = (int) POSIX_OPENPT.invokeExact(state.segment(), Libc.O_RDWR | Libc.O_NOCTTY | Libc.O_CLOEXEC);
            if (master < 0) {
                throw new IOException("posix_openpt failed: errno " + state.errno());
            }
            try {
                if ((int) GRANTPT.invokeExact(state.segment(), master) != 0) {
                    throw new IOException("grantpt failed: errno " + state.errno());
                }
                if ((int) UNLOCKPT.invokeExact(state.segment(), master) != 0) {
                    throw new IOException("unlockpt failed: errno " + state.errno());
                }
                MemorySegment name = arena.allocate(SLAVE_NAME_BYTES);
                int error = (int) PTSNAME_R.invokeExact(master, name, (long) SLAVE_NAME_BYTES);
                if (error != 0) {
                    throw new IOException("ptsname_r failed: errno " + error);
                }
                Pseudoterminal pair = new Pseudoterminal(master, name.getString(0));
                pair.resize(cols, rows);
                return pair;
            } catch (IOException | RuntimeException failed) {
                Libc.close(master);
                throw failed;
            }
        } catch (IOException | RuntimeException failed) {
            throw failed;
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /**
     * Sets the window size; the kernel sends SIGWINCH to the terminal's foreground group.
     *
     * @throws IOException with {@code errno} when the kernel refused it
     */
    public void resize(int cols, int rows) throws IOException {
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            // struct winsize { unsigned short ws_row, ws_col, ws_xpixel, ws_ypixel; }
            MemorySegment size = arena.allocate(8, 2);
            size.set(JAVA_SHORT, 0, (short) rows);
            size.set(JAVA_SHORT, 2, (short) cols);
            int result = (int) IOCTL.invokeExact(state.segment(), master, TIOCSWINSZ, size);
            if (result != 0) {
                throw new IOException("ioctl(TIOCSWINSZ) failed: errno " + state.errno());
            }
        } catch (IOException failed) {
            throw failed;
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** Closes the master. */
    public void close() {
        Libc.close(master);
    }
}
