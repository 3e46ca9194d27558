package ahp.machines.ssh;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Words for a POSIX shell's command line: each in single quotes, where nothing is special, and a
 * single quote inside as {@code '\''} (close, an escaped quote, open again). The remote login shell
 * then reads every word back exactly, whatever it holds: spaces, {@code $}, {@code !}, newlines.
 */
final class PosixQuoting {

    private PosixQuoting() {}

    /** {@code word} as one single-quoted word. */
    static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** Each of {@code words} quoted, joined by spaces. */
    static String join(List<String> words) {
        return words.stream().map(PosixQuoting::quote).collect(Collectors.joining(" "));
    }
}
