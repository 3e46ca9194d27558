package ahp.terminals.pty;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * This test JVM made to ignore some signals for a while, as a daemon started under {@code nohup}
 * (SIGHUP) or as a background job of a script (SIGINT, SIGQUIT) ignores them from its start; the
 * JVM's own actions are put back as they were on {@link #close()}.
 */
final class IgnoredSignals implements AutoCloseable {

    /** Room for a {@code struct sigaction} (152 bytes in 64-bit glibc). */
    private static final long SIGACTION_BYTES = 512;
    private static final MemorySegment SIG_IGN = MemorySegment.ofAddress(1);
    private static final Linker LINKER = Linker.nativeLinker();
    private static final MethodHandle SIGACTION = LINKER.downcallHandle(LINKER.defaultLookup().find("sigaction").orElseThrow(),
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, ADDRESS));
    private static final MethodHandle SIGNAL = LINKER.downcallHandle(LINKER.defaultLookup().find("signal").orElseThrow(),
            FunctionDescriptor.of(ADDRESS, JAVA_INT, ADDRESS));

    private final Arena arena = Arena.ofConfined();
    private final List<Integer> signals;
    private final List<MemorySegment> before = new ArrayList<>();

    private IgnoredSignals(List<Integer> signals) throws Throwable {
        this.signals = List.copyOf(signals);
        try {
            for (int signal : signals) {
                MemorySegment old = arena.allocate(SIGACTION_BYTES, 16);
                if ((int) SIGACTION.invokeExact(signal, MemorySegment.NULL, old) != 0) {
                    throw new IllegalStateException("cannot read the action of signal " + signal);
                }
                before.add(old);
                MemorySegment previous = (MemorySegment) SIGNAL.invokeExact(signal, SIG_IGN);
            }
        } catch (Throwable failed) {
            close();
            throw failed;
        }
    }

    /** Ignores {@code signals} in this JVM until closed. */
    static IgnoredSignals of(int... signals) throws Throwable {
        List<Integer> list = new ArrayList<>();
        for (int signal : signals) {
            list.add(signal);
        }
        return new IgnoredSignals(list);
    }

    /** The {@code SigIgn:} mask of {@code /proc/self/status}, as the kernel sees this JVM now. */
    static long ignoredNow() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                return Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16);
            }
        }
        throw new IOException("no SigIgn: line in /proc/self/status");
    }

    /** Puts back the actions this JVM had. */
    @Override
    public void close() {
        try {
            for (int i = 0; i < before.size(); i++) {
                if ((int) SIGACTION.invokeExact((int) signals.get(i), before.get(i), MemorySegment.NULL) != 0) {
                    throw new IllegalStateException("cannot restore the action of signal " + signals.get(i));
                }
            }
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable impossible) {
            throw new AssertionError(impossible);
        } finally {
            arena.close();
        }
    }
}
