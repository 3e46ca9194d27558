package ahp.terminals.pipes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The shells every binding test runs: bash, sh (dash here) and zsh. */
final class Shells {

    private Shells() {}

    /** Their paths, for {@code @MethodSource}. */
    static Stream<String> all() {
        return Stream.of("/bin/bash", "/bin/sh", "/usr/bin/zsh").peek(Shells::requireInstalled);
    }

    /** The shell's own name, {@code dash} for a {@code /bin/sh} that is dash. */
    static String realName(String shell) {
        try {
            return Path.of(shell).toRealPath().getFileName().toString();
        } catch (IOException missing) {
            throw new UncheckedIOException(missing);
        }
    }

    private static void requireInstalled(String shell) {
        if (!Path.of(shell).toFile().canExecute()) {
            throw new AssertionError(shell + " is not installed (./test installs the shells the tests need)");
        }
    }
}
