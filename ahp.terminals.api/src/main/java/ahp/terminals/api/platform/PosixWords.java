package ahp.terminals.api.platform;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Words for a POSIX shell's command line: each in single quotes, where nothing is special, and a
 * single quote inside as {@code '\''} (close, an escaped quote, open again). A POSIX shell (bash,
 * zsh, dash, a remote login shell) reads every word back exactly, whatever it holds: spaces,
 * {@code $}, {@code !}, newlines.
 */
public final class PosixWords {

    private PosixWords() {}

    /** {@code word} as one single-quoted word. */
    public static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** Each of {@code words} quoted, joined by spaces. */
    public static String join(List<String> words) {
        return words.stream().map(PosixWords::quote).collect(Collectors.joining(" "));
    }
}
