package ahp.protocol.version;

import java.io.Serial;

/** A version string that is not {@code MAJOR.MINOR.PATCH}. */
public final class MalformedVersionException extends IllegalArgumentException {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The string that was not a version. */
    private final String text;

    /** {@code text} is not a version. */
    public MalformedVersionException(String text) {
        super("malformed protocol version " + (text == null ? "null" : '"' + text + '"')
                + " (a version is MAJOR.MINOR.PATCH)");
        this.text = text;
    }

    /** The string that was not a version. */
    public String text() {
        return text;
    }
}
