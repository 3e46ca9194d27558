package ahp.protocol.version;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A protocol version, {@code MAJOR.MINOR.PATCH} without pre-release or build tags, ordered as SemVer.
 *
 * @param major the major number
 * @param minor the minor number
 * @param patch the patch number
 */
public record ProtocolVersion(int major, int minor, int patch) implements Comparable<ProtocolVersion> {

    /** 0.5.1, the oldest version this host speaks. */
    public static final ProtocolVersion V0_5_1 = new ProtocolVersion(0, 5, 1);
    /** 0.5.2: {@code terminalCommandPrefix}, {@code serverInfo}, the {@code terminalComplete} block. */
    public static final ProtocolVersion V0_5_2 = new ProtocolVersion(0, 5, 2);
    /** 0.6.0. */
    public static final ProtocolVersion V0_6_0 = new ProtocolVersion(0, 6, 0);
    /** 0.7.0: {@code isPty}; the terminal block's {@code result} replaces {@code terminalComplete}. */
    public static final ProtocolVersion V0_7_0 = new ProtocolVersion(0, 7, 0);
    /** 0.8.0. */
    public static final ProtocolVersion V0_8_0 = new ProtocolVersion(0, 8, 0);
    /**
     * 0.9.0: {@code lifecycle}, {@code chat} on session claims, background work. The host keeps its
     * state in this shape ({@link #MODEL}).
     */
    public static final ProtocolVersion V0_9_0 = new ProtocolVersion(0, 9, 0);
    /**
     * 1.0.0, upstream's first 1.x baseline: errors as {@code ErrorResponsePart}s, no {@code error} on
     * {@code changeset/contentChanged}.
     */
    public static final ProtocolVersion V1_0_0 = new ProtocolVersion(1, 0, 0);
    /** 1.1.0: the host's own version (windowed delivery and TCP notifications, which this host does not use). */
    public static final ProtocolVersion V1_1_0 = new ProtocolVersion(1, 1, 0);
    /** The version the host itself speaks, and offers as a client. */
    public static final ProtocolVersion LATEST = V1_1_0;
    /** The shape the host keeps its own state and actions in; the view of this version sends them as they are. */
    public static final ProtocolVersion MODEL = V0_9_0;
    /** Every version the host speaks, newest first: each is a baseline that offers caret-compatible with it are served as. */
    public static final List<ProtocolVersion> SUPPORTED =
            List.of(V1_1_0, V1_0_0, V0_9_0, V0_8_0, V0_7_0, V0_6_0, V0_5_2, V0_5_1);

    private static final Pattern SEMVER = Pattern.compile("(0|[1-9][0-9]{0,8})\\.(0|[1-9][0-9]{0,8})\\.(0|[1-9][0-9]{0,8})");

    /** Rejects negative numbers. */
    public ProtocolVersion {
        if (major < 0 || minor < 0 || patch < 0) {
            throw new IllegalArgumentException("version numbers are not negative");
        }
    }

    /**
     * Reads {@code text}.
     *
     * @throws MalformedVersionException when it is not exactly {@code MAJOR.MINOR.PATCH}
     */
    public static ProtocolVersion parse(String text) {
        if (text == null) {
            throw new MalformedVersionException(null);
        }
        Matcher m = SEMVER.matcher(text);
        if (!m.matches()) {
            throw new MalformedVersionException(text);
        }
        return new ProtocolVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
    }

    /** Whether this version is at least {@code other}. */
    public boolean atLeast(ProtocolVersion other) {
        return compareTo(other) >= 0;
    }

    /** Whether this version is older than {@code other}. */
    public boolean before(ProtocolVersion other) {
        return compareTo(other) < 0;
    }

    /**
     * Whether a peer offering this version can be served as {@code baseline}: the same major; for
     * 0.x the same minor as well; for 0.0.x the same patch; and not older than the baseline.
     */
    public boolean caretCompatibleWith(ProtocolVersion baseline) {
        return major == baseline.major
                && (major > 0 || minor == baseline.minor)
                && (major > 0 || minor > 0 || patch == baseline.patch)
                && atLeast(baseline);
    }

    @Override
    public int compareTo(ProtocolVersion other) {
        int c = Integer.compare(major, other.major);
        if (c == 0) {
            c = Integer.compare(minor, other.minor);
        }
        return c != 0 ? c : Integer.compare(patch, other.patch);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
