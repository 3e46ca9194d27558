package ahp.server.daemon;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Which process binding the daemon's own terminal store runs on ({@code --terminals}): {@code auto},
 * {@code none}, or a binding's name ({@code pty}, {@code pipes}, or one a plugin brings).
 *
 * @param wireName the flag's value
 */
public record TerminalsMode(String wireName) {

    // Before the constants below, which are checked against it as they are made.
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]*");

    /**
     * A store a plugin registers, else a pseudoterminal (ConPTY on Windows) where the pty binding's
     * probe passed, else pipes, else none.
     */
    public static final TerminalsMode AUTO = new TerminalsMode("auto");
    /** No store of the daemon's own: only a plugin's {@code registerTerminals} can give it one. */
    public static final TerminalsMode NONE = new TerminalsMode("none");
    /** A pseudoterminal, or the daemon does not start. */
    public static final TerminalsMode PTY = new TerminalsMode("pty");
    /** Pipes, always. */
    public static final TerminalsMode PIPES = new TerminalsMode("pipes");

    /**
     * Checks the name.
     *
     * @throws IllegalArgumentException for a value no provider can have as its name
     */
    public TerminalsMode {
        if (wireName == null || !NAME.matcher(wireName).matches()) {
            throw new IllegalArgumentException("--terminals: expected auto, none, pty, pipes or a plugin's binding"
                    + " name (lower case), not \"" + wireName + "\"");
        }
    }

    /** The binding names to try, in order: none for {@code none}. */
    public List<String> bindings() {
        return switch (wireName) {
            case "auto" -> List.of("pty", "pipes");
            case "none" -> List.of();
            default -> List.of(wireName);
        };
    }

    /** Whether this is {@code auto}. */
    public boolean isAuto() {
        return this.equals(AUTO);
    }

    /** Whether one binding was named, so the daemon does not start without it. */
    public boolean isExplicit() {
        return !isAuto() && !equals(NONE);
    }

    /**
     * The mode a flag names.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static TerminalsMode parse(String value) {
        return new TerminalsMode(value);
    }
}
