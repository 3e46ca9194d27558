package ahp.server.daemon;

import java.util.List;
import java.util.Locale;

/** Which process binding the daemon's terminals run on ({@code --terminals}). */
public enum TerminalsMode {
    /** A pseudoterminal where the pty binding's probe passed, else pipes. */
    AUTO(List.of("pty", "pipes")),
    /** A pseudoterminal, or the daemon does not start. */
    PTY(List.of("pty")),
    /** Pipes, always. */
    PIPES(List.of("pipes"));

    private final List<String> bindings;

    TerminalsMode(List<String> bindings) {
        this.bindings = bindings;
    }

    /** The binding names to try, in order. */
    public List<String> bindings() {
        return bindings;
    }

    /** The flag's value. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode a flag names.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static TerminalsMode parse(String value) {
        for (TerminalsMode mode : values()) {
            if (mode.wireName().equals(value)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("--terminals: expected auto, pty or pipes, not \"" + value + "\"");
    }
}
