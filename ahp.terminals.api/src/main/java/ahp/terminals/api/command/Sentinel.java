package ahp.terminals.api.command;

/**
 * The line a shell with no marks echoes after a command, {@code <<<COPILOT_SENTINEL_<id>_EXIT_<code>>>>}
 * (VS Code's shell command runner's), and the reading of it.
 *
 * <p>It is typed as an echo of the shell's last status ({@code $?}, {@code $status}, PowerShell's
 * expression), so the shell's echo of the typed line carries that expression and never a code:
 * only a line whose code is a number, an optional minus sign and digits (as VS Code reads it; a
 * Windows program's code may be negative), ends the command. A line whose code is anything else is
 * output.
 */
final class Sentinel {

    /** What every sentinel line starts with. */
    static final String PREFIX = "<<<COPILOT_SENTINEL_";
    /** What ends one. */
    static final String SUFFIX = ">>>";
    /** Longest code read: a sign and ten digits (every 32-bit code, signed or not). */
    private static final int MAX_CODE_LENGTH = 11;

    private final String marker;

    /** The sentinel with {@code id}. */
    Sentinel(String id) {
        this.marker = PREFIX + id + "_EXIT_";
    }

    /** The command that echoes this sentinel with the last status, in {@code family}'s syntax. */
    String command(ShellFamily family) {
        return family.echo(unexpanded(family) + SUFFIX);
    }

    /** The sentinel as typed, before the shell expands the status in it: only ever an echo. */
    String unexpanded(ShellFamily family) {
        return marker + family.lastStatus();
    }

    /** The first place in {@code line} where this sentinel stands with a numeric code, or null. */
    Found find(CharSequence line) {
        String text = line.toString();
        for (int at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
            Integer code = code(text, at + marker.length());
            if (code != null) {
                return new Found(at, code);
            }
        }
        return null;
    }

    /** The code that starts at {@code from} and is followed by the suffix, or null. */
    private static Integer code(String text, int from) {
        int end = text.indexOf(SUFFIX, from);
        if (end < 0 || end - from > MAX_CODE_LENGTH) {
            return null;
        }
        int digits = from < end && text.charAt(from) == '-' ? from + 1 : from;
        if (digits == end) {
            return null;
        }
        for (int i = digits; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
        }
        return (int) Long.parseLong(text, from, end, 10); // an unsigned 32-bit code wraps as Windows reports it
    }

    /**
     * A sentinel line's place and code.
     *
     * @param start where the sentinel starts in the line
     * @param exitCode the code it carries
     */
    record Found(int start, int exitCode) {}
}
