package ahp.server.wire;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A protocol version, {@code MAJOR.MINOR.PATCH}, with no pre-release or build tags.
 *
 * @param major the major part
 * @param minor the minor part
 * @param patch the patch part
 */
public record ProtocolVersion(int major, int minor, int patch) implements Comparable<ProtocolVersion> {

    /** The newest this host speaks: exit inside {@code lifecycle}, {@code chat} on session claims. */
    public static final ProtocolVersion V0_9_0 = new ProtocolVersion(0, 9, 0);
    /** {@code isPty} on terminal state. */
    public static final ProtocolVersion V0_7_0 = new ProtocolVersion(0, 7, 0);
    /** {@code terminalCommandPrefix} in the handshake. */
    public static final ProtocolVersion V0_5_2 = new ProtocolVersion(0, 5, 2);

    private static final Pattern SHAPE = Pattern.compile("(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})");

    /**
     * Reads {@code text}.
     *
     * @throws IllegalArgumentException when it is not {@code MAJOR.MINOR.PATCH}
     */
    public static ProtocolVersion parse(String text) {
        Matcher m = SHAPE.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("\"" + text + "\" is not MAJOR.MINOR.PATCH");
        }
        return new ProtocolVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
    }

    /** Whether this is {@code other} or newer. */
    public boolean atLeast(ProtocolVersion other) {
        return compareTo(other) >= 0;
    }

    @Override
    public int compareTo(ProtocolVersion other) {
        int byMajor = Integer.compare(major, other.major);
        if (byMajor != 0) {
            return byMajor;
        }
        int byMinor = Integer.compare(minor, other.minor);
        return byMinor != 0 ? byMinor : Integer.compare(patch, other.patch);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
