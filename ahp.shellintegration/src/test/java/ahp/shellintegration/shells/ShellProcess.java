package ahp.shellintegration.shells;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;

/**
 * What the kernel says a shell is doing, read from {@code /proc}. A key typed while a shell is busy
 * between two reads can be lost to a race in the shell itself (bash takes ^C then goes back to
 * reading without handling it), so a test that types a signal key first waits until the shell sits
 * blocked reading its terminal.
 */
final class ShellProcess {

    /** read, poll, select, pselect6, ppoll on x86-64: how the shells here wait for a key. */
    private static final Set<String> WAITING_FOR_INPUT = Set.of("0", "7", "23", "270", "271");

    private ShellProcess() {}

    /**
     * The process whose environment it started with holds {@code VSCODE_NONCE=<nonce>}: the shell
     * itself, also inside a container, as containers share the host's kernel.
     */
    static OptionalLong withNonce(String nonce) {
        byte[] needle = ("VSCODE_NONCE=" + nonce + "\0").getBytes(StandardCharsets.UTF_8);
        try (DirectoryStream<Path> processes = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
            for (Path process : processes) {
                try {
                    byte[] environ = Files.readAllBytes(process.resolve("environ"));
                    if (indexOf(environ, needle) >= 0) {
                        return OptionalLong.of(Long.parseLong(process.getFileName().toString()));
                    }
                } catch (IOException | SecurityException gone) {
                    // Exited meanwhile, or not ours to read.
                }
            }
        } catch (IOException e) {
            return OptionalLong.empty();
        }
        return OptionalLong.empty();
    }

    /** Waits until process {@code pid} is blocked waiting for input. */
    static void awaitWaitingForInput(long pid, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        Path syscall = Path.of("/proc", Long.toString(pid), "syscall");
        while (true) {
            try {
                String[] fields = Files.readString(syscall).strip().split(" ");
                if (WAITING_FOR_INPUT.contains(fields[0])) {
                    return;
                }
            } catch (IOException e) {
                throw new AssertionError("cannot read what process " + pid + " is doing", e);
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("process " + pid + " never waited for input");
            }
            LockSupport.parkNanos(2_000_000); // polling the kernel's answer; there is nothing to be told by
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return Arrays.equals(needle, new byte[0]) ? 0 : -1;
    }
}
